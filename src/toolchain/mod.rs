//! Source -> runnable, per language: a Rust file is bundled through `bundle` when it uses
//! nimkit and compiled like AtCoder's judge (the AtCoder crate flags that `bundle --check`
//! uses live here too) (`compile.rs`); C, C++, Python 2 and 3, Java, Kotlin, JavaScript and
//! program folders (`build`/`run`) by extension (`languages.rs`); an executable or a command
//! line runs as it is. Uses the bundler, the sandbox's `Program` and the cache; never the judge
//! or the package readers (ARCHITECTURE.md).

pub mod compile;
pub mod languages;

use std::time::Duration;

use crate::sandbox::process::{ToolLimits, ToolOutput};

/// What a compilation (or a program folder's `build`) may use before it is stopped and called
/// a compile error, as the judges do (DOMjudge gives 30 s, Codeforces about a minute): 60 s, or
/// `NIMKIT_COMPILE_TIME_LIMIT` seconds (a template bomb otherwise compiles for ever), and 4 GiB
/// of data memory a process, or `NIMKIT_COMPILE_MEMORY_LIMIT` MiB (`#include "/dev/zero"`
/// otherwise takes the machine's memory).
pub fn build_limits() -> ToolLimits {
    use crate::sandbox::process::positive_setting as setting;
    ToolLimits {
        time: setting("NIMKIT_COMPILE_TIME_LIMIT").map_or(Duration::from_secs(60), Duration::from_secs_f64),
        data_bytes: Some(
            setting("NIMKIT_COMPILE_MEMORY_LIMIT").map_or(BUILD_DATA_BYTES, |mib| (mib * 1048576.0) as u64),
        ),
    }
}

/// The data memory of each process of a build (or a question to a tool) by default: 4 GiB.
const BUILD_DATA_BYTES: u64 = 4 << 30;

/// What a question to a tool (`--version`) may use.
pub const TOOL_QUESTION: ToolLimits =
    ToolLimits { time: Duration::from_secs(60), data_bytes: Some(BUILD_DATA_BYTES) };

/// How much of a failed build's words a compile error keeps: the first errors are the ones
/// that matter, and the message is shown, and put in every test's result, as it is.
const BUILD_MESSAGE_LINES: usize = 200;
const BUILD_MESSAGE_BYTES: usize = 32 * 1024;

/// What a failed build said: stderr then stdout (their first [`BUILD_MESSAGE_LINES`] lines, at
/// most [`BUILD_MESSAGE_BYTES`], then how many more there were), after a first line saying so
/// when it was stopped at [`build_limits`]' time (so the compile error's summary names that, not
/// the first of the errors it was flooding out).
pub fn build_message(output: &ToolOutput) -> String {
    let mut message = String::new();
    if let Some(limit) = output.stopped_after {
        message.push_str(&format!(
            "error: the compiler was still running after {} s and was stopped \
             (NIMKIT_COMPILE_TIME_LIMIT sets the limit, in seconds)\n",
            limit.as_secs_f64()
        ));
    }
    let words = [String::from_utf8_lossy(&output.stderr), String::from_utf8_lossy(&output.stdout)].concat();
    let mut lines = words.split_inclusive('\n');
    for line in lines.by_ref().take(BUILD_MESSAGE_LINES) {
        if message.len() + line.len() > BUILD_MESSAGE_BYTES {
            let cut = (0..=BUILD_MESSAGE_BYTES.saturating_sub(message.len()))
                .rev()
                .find(|&i| line.is_char_boundary(i))
                .unwrap_or(0);
            message.push_str(&line[..cut]);
            message.push_str(" [...]\n");
            break;
        }
        message.push_str(line);
    }
    let more = lines.count();
    if more > 0 {
        message.push_str(&format!("[... {more} more lines of the compiler's output not shown]\n"));
    }
    message
}
