//! The live progress line on stderr: cases, cases per second, current size, elapsed time;
//! then the shrinking status. Drawn only on a terminal, coloured only without `NO_COLOR`.

use std::fmt::Write as _;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressState, ProgressStyle};

/// The progress display of one stress session (hidden when stderr is not a terminal).
pub struct Progress {
    bar: ProgressBar,
    largest_size: AtomicU64,
}

impl Progress {
    /// A display for the search: a bar when the number of cases is known, else a spinner.
    pub fn search(count: Option<u64>) -> Progress {
        let bar = if std::io::stderr().is_terminal() {
            match count {
                Some(n) => ProgressBar::new(n),
                None => ProgressBar::new_spinner(),
            }
        } else {
            ProgressBar::hidden()
        };
        let colour = !crate::judge::report::no_color_requested();
        let (spinner, bar_part) =
            if colour { ("{spinner:.cyan}", "{bar:24.cyan/blue} ") } else { ("{spinner}", "{bar:24} ") };
        let template = format!(
            "{spinner} {{elapsed_precise}} {}{{pos}} cases · {{rate}} · size {{msg}}",
            if count.is_some() { bar_part } else { "" }
        );
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style.with_key("rate", |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                let seconds = state.elapsed().as_secs_f64();
                let rate = if seconds > 0.0 { state.pos() as f64 / seconds } else { 0.0 };
                let _ = write!(w, "{rate:.0} cases/s");
            }));
        }
        bar.set_message("1");
        bar.enable_steady_tick(Duration::from_millis(120));
        Progress { bar, largest_size: AtomicU64::new(1) }
    }

    /// One more case finished, generated at `size`.
    pub fn case_done(&self, size: u64) {
        if self.largest_size.fetch_max(size, Ordering::Relaxed) < size {
            self.bar.set_message(size.to_string());
        }
        self.bar.inc(1);
    }

    /// Switches to the shrinking status line.
    pub fn shrinking(&self) {
        self.bar.set_length(0);
        if let Ok(style) = ProgressStyle::with_template("{spinner} {elapsed_precise} shrinking: {msg}") {
            self.bar.set_style(style);
        }
        self.bar.set_message("starting");
    }

    /// Shrinking progress: candidate runs so far and the current input size.
    pub fn shrink_status(&self, runs: u64, bytes: usize) {
        let mut message = String::new();
        let _ = write!(message, "{runs} candidate runs, now {bytes} B");
        self.bar.set_message(message);
    }

    /// Runs `print` with the display out of the way (it is redrawn afterwards).
    pub fn suspend(&self, print: impl FnOnce()) {
        self.bar.suspend(print);
    }

    /// Removes the display before the report is printed.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
