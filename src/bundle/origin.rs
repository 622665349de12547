//! Where a line of a bundle came from. A bundle is the user's file, line for line, then the
//! `mod nimkit` block; a compiler message or a panic location in that block names a line the
//! user never wrote, so it is rewritten to the library module and the line of its file.

/// The library module and its 1-based line for each line of a bundle's `mod nimkit` block.
pub struct Origins {
    /// Bundle lines before this one (1-based) are the user's.
    block_start: usize,
    /// For each bundle line from `block_start` on: (module, line in the module's file).
    lines: Vec<Option<(String, usize)>>,
}

impl Origins {
    /// The origins of the lines of `bundle`, whose library is `modules` as (name, source); `None`
    /// when it has no `mod nimkit` block at its root (then every line is the user's).
    pub fn of(bundle: &str, modules: &[(&str, &str)]) -> Option<Origins> {
        let all: Vec<&str> = bundle.lines().collect();
        let block = all.iter().position(|line| *line == "mod nimkit {")?;
        let mut lines = Vec::new();
        // The module being read, its source lines and the next one a bundle line may match.
        let mut current: Option<(&str, Vec<&str>, usize)> = None;
        for line in &all[block..] {
            let header = line.strip_prefix("    pub mod ").and_then(|rest| rest.strip_suffix(" {"));
            if let Some(name) = header {
                let source = modules.iter().find(|(n, _)| *n == name).map_or("", |(_, s)| *s);
                current = Some((name, source.lines().collect(), 0));
                lines.push(None);
                continue;
            }
            if *line == "    }" {
                current = None;
            }
            lines.push(current.as_mut().and_then(|(name, source, next)| {
                // The block holds the module's lines in order, re-indented, minus the cut test
                // items: the first equal line from where the previous one matched is this one.
                let found = source[*next..].iter().position(|s| s.trim() == line.trim())?;
                *next += found + 1;
                Some((name.to_string(), *next))
            }));
        }
        Some(Origins { block_start: block + 1, lines })
    }

    /// The origins of the lines of `bundle`, a bundle of nimkit's own library.
    pub fn of_bundle(bundle: &str) -> Option<Origins> {
        Origins::of(bundle, crate::library::MODULES)
    }

    /// Module and line of bundle line `line` (1-based), if it is a library line.
    pub fn line(&self, line: usize) -> Option<(&str, usize)> {
        let index = line.checked_sub(self.block_start)?;
        self.lines.get(index)?.as_ref().map(|(name, at)| (name.as_str(), *at))
    }

    /// Whether bundle line `line` (1-based) is one of the user's own (before the library block).
    pub fn is_user_line(&self, line: usize) -> bool {
        line >= 1 && line < self.block_start
    }

    /// Whether the panic reported in `stderr` (compiled as `file_name`) is located in the
    /// library block: the first `file_name:LINE` after "panicked at" is a library line.
    pub fn panics_in_library(&self, stderr: &str, file_name: &str) -> bool {
        let Some(at) = stderr.find("panicked at") else { return false };
        locations(&stderr[at..], file_name).next().is_some_and(|line| !self.is_user_line(line))
    }

    /// The first of the user's own lines among the frames of a backtrace (`at ./FILE:LINE:COL`
    /// lines, innermost first): where the user called into the library.
    pub fn first_user_frame(&self, backtrace: &str, file_name: &str) -> Option<usize> {
        let frames = backtrace.split_once("stack backtrace:")?.1;
        frames
            .lines()
            .filter_map(|line| line.trim_start().strip_prefix("at "))
            .filter_map(|place| locations(place, file_name).next())
            .find(|&line| self.is_user_line(line))
    }

    /// `text` with every `FILE:LINE:COL` and `FILE:LINE` (FILE ending in `file_name`) whose line is
    /// in the library block rewritten to `nimkit::MODULE (bundled, MODULE.rs:LINE)`.
    pub fn rewrite(&self, text: &str, file_name: &str) -> String {
        let needle = format!("{file_name}:");
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(found) = rest.find(&needle) {
            let after = &rest[found + needle.len()..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            let origin = after[..digits].parse().ok().and_then(|line| self.line(line));
            let Some((module, line)) = origin else {
                out.push_str(&rest[..found + needle.len()]);
                rest = after;
                continue;
            };
            // The path before the file name is the user's folder: drop it with the name.
            let path_start = rest[..found].rfind(|c: char| c.is_whitespace() || c == '\'' || c == '`');
            out.push_str(&rest[..path_start.map_or(0, |p| p + 1)]);
            let mut tail = &after[digits..];
            if let Some(column) = tail.strip_prefix(':') {
                let column_digits = column.bytes().take_while(u8::is_ascii_digit).count();
                if column_digits > 0 {
                    tail = &column[column_digits..];
                }
            }
            out.push_str(&format!("nimkit::{module} (bundled, {module}.rs:{line})"));
            rest = tail;
        }
        out.push_str(rest);
        out
    }
}

/// The line numbers of the `FILE:LINE` locations in `text` whose file is `file_name` (the whole
/// last component of a path, not the tail of a longer name).
fn locations(text: &str, file_name: &str) -> std::vec::IntoIter<usize> {
    let needle = format!("{file_name}:");
    let found = text.match_indices(&needle).filter_map(|(found, _)| {
        let whole_name = text[..found]
            .chars()
            .next_back()
            .map_or(true, |c| c == '/' || c.is_whitespace() || c == '\'' || c == '`' || c == '(');
        let after = &text[found + needle.len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        whole_name.then(|| after[..digits].parse().ok()).flatten()
    });
    found.collect::<Vec<usize>>().into_iter()
}

/// `text` (a run's stderr or message, its locations already named by [`Origins::rewrite`]) with
/// `, called from FILE:LINE` after the library location of its panic.
pub fn with_caller(text: &str, file_name: &str, caller_line: usize) -> String {
    let Some(at) = text.find("panicked at") else { return text.to_string() };
    let Some(bundled) = text[at..].find("(bundled, ").map(|b| at + b) else { return text.to_string() };
    let Some(close) = text[bundled..].find(')').map(|c| bundled + c) else { return text.to_string() };
    format!("{}, called from {file_name}:{caller_line}{}", &text[..close + 1], &text[close + 1..])
}

impl Origins {
    /// rustc's source excerpts under a rewritten location (`597 |         pub fn f(...)`) with
    /// the module's line numbers in the gutter, each number kept at its width.
    pub fn rewrite_gutters(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        for line in text.split_inclusive('\n') {
            let digits_start = line.len() - line.trim_start().len();
            let digits = line[digits_start..].bytes().take_while(u8::is_ascii_digit).count();
            let gutter = digits > 0 && line[digits_start + digits..].starts_with(" |");
            let origin = if gutter {
                line[digits_start..][..digits].parse().ok().and_then(|n| self.line(n))
            } else {
                None
            };
            match origin {
                Some((_, module_line)) => {
                    let width = digits_start + digits;
                    out.push_str(&format!("{module_line:>width$}"));
                    out.push_str(&line[width..]);
                }
                None => out.push_str(line),
            }
        }
        out
    }
}

/// `text` with the locations in the `mod nimkit` block of `bundle` (compiled as `file_name`) named
/// by library module ([`Origins::rewrite`]), for rustc's messages, whose excerpts of library lines are also
/// numbered as in the module's file (a program's own output is never renumbered).
pub fn compiler_locations(text: &str, bundle: &str, file_name: &str) -> String {
    match Origins::of(bundle, crate::library::MODULES) {
        Some(origins) => origins.rewrite_gutters(&origins.rewrite(text, file_name)),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const IO: &str =
        "//! Reads.\n\npub fn next() -> u32 {\n    panic!(\"x\")\n}\n\n#[cfg(test)]\nmod tests {\n}\n";
    const NIM: &str = "pub fn a() {}\n#[cfg(test)]\nfn helper() {}\npub fn b() {}\n";

    fn bundle() -> String {
        "use nimkit::io;\nfn main() {\n    io::next();\n}\n\n// nimkit 0.1.0 - modules: io, nim\n\
         #[allow(dead_code)]\nmod nimkit {\n    pub mod io {\n        //! Reads.\n\n        \
         pub fn next() -> u32 {\n            panic!(\"x\")\n        }\n    }\n\n    pub mod nim {\n        \
         pub fn a() {}\n        pub fn b() {}\n    }\n}\n"
            .to_string()
    }

    #[test]
    fn block_lines_map_to_module_lines_and_user_lines_stay() {
        let origins = Origins::of(&bundle(), &[("io", IO), ("nim", NIM)]).unwrap();
        assert_eq!(origins.line(3), None, "the user's line");
        assert_eq!(origins.line(13), Some(("io", 4)), "panic!(\"x\")");
        assert_eq!(origins.line(19), Some(("nim", 4)), "b() after the cut test helper");
        let text = "thread 'main' panicked at /home/u/sol.rs:13:13:\nx\n --> sol.rs:3:5\n";
        assert_eq!(
            origins.rewrite(text, "sol.rs"),
            "thread 'main' panicked at nimkit::io (bundled, io.rs:4):\nx\n --> sol.rs:3:5\n"
        );
    }

    #[test]
    fn excerpts_of_library_lines_are_numbered_as_in_the_module() {
        let origins = Origins::of(&bundle(), &[("io", IO), ("nim", NIM)]).unwrap();
        let rustc =
            "  --> sol.rs:3:5\n   |\n 3 |     io::next();\n...\n13 |             panic!(\"x\")\n   |\n";
        let expected =
            "  --> sol.rs:3:5\n   |\n 3 |     io::next();\n...\n 4 |             panic!(\"x\")\n   |\n";
        assert_eq!(origins.rewrite_gutters(rustc), expected);
    }

    #[test]
    fn a_panic_in_the_library_is_traced_to_the_first_user_frame() {
        let origins = Origins::of(&bundle(), &[("io", IO), ("nim", NIM)]).unwrap();
        let stderr = "thread 'main' (7) panicked at /home/u/sol.rs:13:13:\nx\nstack backtrace:\n\
            \x20  0: std::panicking::begin_panic\n             at /rustc/abc/library/std/src/panicking.rs:9:5\n\
            \x20  1: sol::nimkit::io::next\n             at /home/u/sol.rs:13:13\n\
            \x20  2: sol::main\n             at /home/u/sol.rs:3:5\n";
        assert!(origins.panics_in_library(stderr, "sol.rs"));
        assert!(!origins.panics_in_library("thread 'main' panicked at sol.rs:3:5:\nx", "sol.rs"));
        assert!(!origins.panics_in_library("thread 'main' panicked at my-sol.rs:13:5:\nx", "sol.rs"));
        assert_eq!(origins.first_user_frame(stderr, "sol.rs"), Some(3));
        assert_eq!(origins.first_user_frame("panicked at sol.rs:13:1:\nno trace", "sol.rs"), None);
        let named = origins.rewrite("thread 'main' panicked at /home/u/sol.rs:13:13:\nx", "sol.rs");
        assert_eq!(
            with_caller(&named, "sol.rs", 3),
            "thread 'main' panicked at nimkit::io (bundled, io.rs:4), called from sol.rs:3:\nx"
        );
    }

    #[test]
    fn a_file_without_the_block_is_left_alone() {
        assert!(Origins::of("fn main() {}\n", &[]).is_none());
        assert_eq!(compiler_locations("at sol.rs:1:1", "fn main() {}\n", "sol.rs"), "at sol.rs:1:1");
    }
}
