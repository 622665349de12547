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

    /// Module and line of bundle line `line` (1-based), if it is a library line.
    pub fn line(&self, line: usize) -> Option<(&str, usize)> {
        let index = line.checked_sub(self.block_start)?;
        self.lines.get(index)?.as_ref().map(|(name, at)| (name.as_str(), *at))
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

/// `text` (a program's stderr, a run's message) with the locations that point into the
/// `mod nimkit` block of `bundle` (compiled as `file_name`) named by library module instead.
pub fn library_locations(text: &str, bundle: &str, file_name: &str) -> String {
    match Origins::of(bundle, crate::library::MODULES) {
        Some(origins) => origins.rewrite(text, file_name),
        None => text.to_string(),
    }
}

/// [`library_locations`] for rustc's messages, whose excerpts of library lines are also
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
    fn a_file_without_the_block_is_left_alone() {
        assert!(Origins::of("fn main() {}\n", &[]).is_none());
        assert_eq!(library_locations("at sol.rs:1:1", "fn main() {}\n", "sol.rs"), "at sol.rs:1:1");
    }
}
