//! The library's modules as embedded in this binary at build time (see build.rs).

include!(concat!(env!("OUT_DIR"), "/modules.rs"));

/// The module's summary: the first sentence of its `//!` header's first paragraph.
pub fn summary(source: &str) -> String {
    let paragraph: Vec<&str> = source
        .lines()
        .map_while(|l| l.strip_prefix("//!"))
        .map(str::trim)
        .skip_while(|l| l.is_empty())
        .take_while(|l| !l.is_empty())
        .collect();
    let text = paragraph.join(" ");
    match text.find(". ") {
        Some(end) => text[..=end].to_string(),
        None => text,
    }
}

/// `nimkit modules`: every module with its summary.
pub fn print_modules() {
    let width = MODULES.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
    for (name, source) in MODULES {
        outln!("{name:width$}  {}", summary(source));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_snippet_file_is_embedded_with_a_summary() {
        let on_disk = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/snippets"))
            .unwrap()
            .filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == "rs"))
            .count();
        assert_eq!(MODULES.len() + 1, on_disk, "all snippets but lib.rs are embedded");
        assert_eq!(summary("//! One line\n//! goes on. Then more.\n//!\n//! Other."), "One line goes on.");
        for (name, src) in MODULES {
            assert!(!summary(src).is_empty(), "module {name} has no //! summary line");
        }
        let nim = MODULES.iter().find(|(n, _)| *n == "nim").expect("nim is embedded");
        assert!(nim.1.contains("pub fn nim_sum"));
    }
}
