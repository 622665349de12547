//! Writing the bundle: the solution with its edits applied, then `mod nimkit { ... }` with
//! each module's text copied from the library minus what is stripped, re-indented.

use std::ops::Range;

use super::graph::Module;
use super::strip::whole_lines;

/// Replace `range` of the text by `text`; an empty range inserts, an empty text deletes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub range: Range<usize>,
    pub text: String,
}

/// Apply edits to `source`. Overlapping deletions merge; an insertion at a position that a
/// deletion removes is dropped; identical insertions at one position count once.
pub fn apply(source: &str, edits: Vec<Edit>) -> String {
    let (mut insertions, mut deletions): (Vec<Edit>, Vec<Edit>) =
        edits.into_iter().partition(|e| e.range.is_empty());
    deletions.sort_by_key(|e| (e.range.start, e.range.end));
    let mut merged: Vec<Edit> = Vec::new();
    for edit in deletions {
        match merged.last_mut() {
            Some(last) if edit.range.start < last.range.end => {
                last.range.end = last.range.end.max(edit.range.end);
                last.text.push_str(&edit.text);
            }
            _ => merged.push(edit),
        }
    }
    insertions.sort_by_key(|e| e.range.start);
    insertions.dedup();
    insertions.retain(|i| !merged.iter().any(|d| d.range.contains(&i.range.start)));

    let mut events: Vec<&Edit> = merged.iter().chain(insertions.iter()).collect();
    events.sort_by_key(|e| (e.range.start, !e.range.is_empty()));
    let mut out = String::with_capacity(source.len() + 64);
    let mut cursor = 0;
    for edit in events {
        out.push_str(&source[cursor..edit.range.start]);
        out.push_str(&edit.text);
        cursor = edit.range.end;
    }
    out.push_str(&source[cursor..]);
    out
}

/// One library module as it goes into the bundle: test-only items (and doc comments when
/// `strip_docs`) removed, every line indented by `indent` (or, when `compact`, stripped of its
/// leading whitespace) except lines inside multi-line string literals, whose contents must not
/// change.
pub fn module_body(module: &Module, strip_docs: bool, indent: &str, compact: bool) -> String {
    let source = module.source.as_str();
    let mut edits: Vec<Edit> = module
        .test_items
        .iter()
        .chain(if strip_docs { &module.facts.doc_comments[..] } else { &[] })
        .map(|range| Edit { range: whole_lines(source, range.clone()), text: String::new() })
        .collect();
    let mut line_start = 0;
    for line in source.split_inclusive('\n') {
        let inside_literal =
            module.facts.multiline_literals.iter().any(|l| l.start < line_start && line_start < l.end);
        if !inside_literal && !line.trim().is_empty() {
            if compact {
                let leading = line.len() - line.trim_start().len();
                edits.push(Edit { range: line_start..line_start + leading, text: String::new() });
            } else {
                edits.push(Edit { range: line_start..line_start, text: indent.to_string() });
            }
        }
        line_start += line.len();
    }
    let text = apply(source, edits);
    let lines: Vec<&str> = text.lines().collect();
    let first = lines.iter().position(|l| !l.trim().is_empty()).unwrap_or(lines.len());
    let last = lines.iter().rposition(|l| !l.trim().is_empty()).map_or(first, |i| i + 1);
    let mut body = lines[first..last].join("\n");
    body.push('\n');
    body
}

/// The header line that names the version and modules, and the `mod nimkit` block.
pub fn nimkit_block(modules: &[&Module], strip_docs: bool, compact: bool, origin: &str) -> String {
    let names: Vec<&str> = modules.iter().map(|m| m.name.as_str()).collect();
    let listed = if names.is_empty() { "none".to_string() } else { names.join(", ") };
    let mut out = format!(
        "// nimkit {} - modules: {listed} ({origin})\n#[allow(dead_code, unused_imports, unused_macros)]\nmod nimkit {{\n",
        env!("CARGO_PKG_VERSION"),
    );
    for (i, module) in modules.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let indent = if compact { "" } else { "    " };
        out.push_str(&format!("{indent}pub mod {} {{\n", module.name));
        out.push_str(&module_body(module, strip_docs, "        ", compact));
        out.push_str(&format!("{indent}}}\n"));
    }
    out.push_str("}\n");
    out
}

/// The solution (already rewritten), a blank line, then the block.
pub fn bundle(solution: &str, block: &str) -> String {
    let mut out = solution.trim_end().to_string();
    out.push_str("\n\n");
    out.push_str(block);
    out
}

#[cfg(test)]
mod tests {
    use super::super::graph::Library;
    use super::*;

    fn edit(range: Range<usize>, text: &str) -> Edit {
        Edit { range, text: text.to_string() }
    }

    #[test]
    fn applies_insertions_and_deletions() {
        let source = "abcdefgh";
        let edits = vec![
            edit(2..2, "X"),
            edit(2..2, "X"),
            edit(4..6, ""),
            edit(5..7, ""),
            edit(5..5, "lost"),
            edit(7..7, "Y"),
        ];
        assert_eq!(apply(source, edits), "abXcdYh");
        assert_eq!(apply(source, vec![edit(0..0, ">"), edit(8..8, "<")]), ">abcdefgh<");
        assert_eq!(apply(source, vec![edit(0..8, "all")]), "all");
    }

    #[test]
    fn module_bodies_keep_comments_and_literals_and_lose_tests() {
        let source = "//! Head.\n\n// why: a comment\n/// Doc.\npub const S: &str = \"a\nb\";\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\n";
        let library = Library::from_sources([("m", source)]);
        let module = library.module("m").unwrap().unwrap();
        assert_eq!(
            module_body(module, false, "  ", false),
            "  //! Head.\n\n  // why: a comment\n  /// Doc.\n  pub const S: &str = \"a\nb\";\n"
        );
        assert_eq!(
            module_body(module, true, "  ", false),
            "  // why: a comment\n  pub const S: &str = \"a\nb\";\n"
        );
        // Compact: no indentation, added or own, except inside the literal; lines keep their count.
        let nested = "pub fn f() -> &'static str {\n    let s = \"x\n    y\";\n    s\n}\n";
        let library = Library::from_sources([("n", nested)]);
        let module = library.module("n").unwrap().unwrap();
        let compact = module_body(module, false, "  ", true);
        assert_eq!(compact, "pub fn f() -> &'static str {\nlet s = \"x\n    y\";\ns\n}\n");
        assert_eq!(compact.lines().count(), nested.lines().count());
    }

    #[test]
    fn block_lists_version_and_modules() {
        let library = Library::from_sources([("a", "pub fn f() {}\n"), ("b", "pub fn g() {}\n")]);
        let block = nimkit_block(&library.closure(["b", "a"]).unwrap(), false, false, "test");
        let expected = format!(
            "// nimkit {} - modules: a, b (test)\n#[allow(dead_code, unused_imports, unused_macros)]\nmod nimkit {{\n    \
             pub mod a {{\n        pub fn f() {{}}\n    }}\n\n    pub mod b {{\n        pub fn g() {{}}\n    }}\n}}\n",
            env!("CARGO_PKG_VERSION")
        );
        assert_eq!(block, expected);
    }
}
