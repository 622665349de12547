//! The bundler end to end on a small fake library, where exact expected output is stable;
//! tests/bundle.rs compiles and runs bundles of the real library.

use super::*;
use std::path::Path;

const A: &str = "//! Module a.\n\n/// Doubles g.\npub fn f() -> u32 {\n    super::b::g() * 2 // the sibling\n}\n\n\
                 #[cfg(test)]\nmod tests {\n    #[test]\n    fn f_doubles() {\n        assert_eq!(super::f(), 4);\n    }\n}\n";
const B: &str = "/// Two.\npub fn g() -> u32 {\n    2\n}\n";
const C: &str = "pub struct Unreached;\n";

fn library() -> Library {
    Library::from_sources([("a", A), ("b", B), ("c", C)])
}

fn bundle(solution: &str) -> Result<Bundle, BundleError> {
    bundle_with(&library(), solution, Path::new("sol.rs"), &BundleOptions::default())
}

fn error(solution: &str) -> String {
    bundle(solution).unwrap_err().to_string()
}

#[test]
fn golden_bundle_of_a_small_solution() {
    let solution = "use nimkit::a::f;\n\nfn main() {\n    println!(\"{}\", f());\n}\n";
    let expected = format!(
        "use nimkit::a::f;\n\nfn main() {{\n    println!(\"{{}}\", f());\n}}\n\n\
         // nimkit {} - modules: a, b (bundled by `nimkit bundle`; edit the solution, not this block)\n\
         #[allow(dead_code, unused_imports, unused_macros)]\nmod nimkit {{\n    pub mod a {{\n        //! Module a.\n\n        \
         /// Doubles g.\n        pub fn f() -> u32 {{\n            super::b::g() * 2 // the sibling\n        }}\n    }}\n\n    \
         pub mod b {{\n        /// Two.\n        pub fn g() -> u32 {{\n            2\n        }}\n    }}\n}}\n",
        env!("CARGO_PKG_VERSION")
    );
    let result = bundle(solution).unwrap();
    assert_eq!(result.text, expected);
    assert_eq!(result.modules, ["a", "b"]);
}

#[test]
fn strip_docs_keeps_ordinary_comments() {
    let options = BundleOptions { strip_docs: true, compact: false, target: None };
    let text = bundle_with(&library(), "use nimkit::a::f;\n", Path::new("s.rs"), &options).unwrap().text;
    assert!(!text.contains("//!") && !text.contains("///"), "{text}");
    assert!(text.contains("// the sibling"));
    assert!(text.contains("        pub fn f() -> u32 {\n            super::b::g() * 2"), "{text}");
}

#[test]
fn output_does_not_depend_on_the_order_of_uses() {
    let one = bundle("use nimkit::b::g;\nuse nimkit::a::f;\nfn main() {}\n").unwrap().text;
    let two = bundle("use nimkit::a::f;\nuse nimkit::b::g;\nfn main() {}\n").unwrap().text;
    let block = |t: &str| t[t.find("// nimkit").unwrap()..].to_string();
    assert_eq!(block(&one), block(&two));
    assert!(!one.contains("Unreached") && !one.contains("mod tests") && !one.contains("cfg(test)"));
}

#[test]
fn bundling_a_bundle_changes_nothing() {
    let once =
        bundle("mod inner {\n    pub fn h() -> u32 { nimkit::a::f() }\n}\nfn main() { inner::h(); }\n")
            .unwrap();
    let twice = bundle(&once.text).unwrap();
    assert!(twice.already_bundled);
    assert_eq!(twice.text, once.text);
    assert!(!uses_nimkit(&once.text), "a bundle needs no bundling");
}

#[test]
fn unknown_module_names_location_and_suggestion() {
    let message = error("use nimkit::a::f;\nfn main() {\n    nimkit::bb::g();\n}\n");
    assert_eq!(
        message,
        "sol.rs:3:13: error: unknown nimkit module `bb`\n  help: did you mean `b`?\n  help: available modules: `a`, `b`, `c`"
    );
}

#[test]
fn unknown_item_names_location_and_suggestion() {
    let message = error("use nimkit::{a::ff, b::zzz};\n");
    assert_eq!(
        message,
        "sol.rs:1:17: error: `nimkit::a` has no public item `ff`\n  help: did you mean `f`?\n  help: available items of `a`: `f`\n\
         sol.rs:1:24: error: `nimkit::b` has no public item `zzz`\n  help: available items of `b`: `g`"
    );
}

#[test]
fn each_unknown_name_is_reported_once() {
    let message = error("fn main() { nimkit::q::x(); nimkit::q::y(); }\n");
    assert_eq!(message.matches("unknown nimkit module `q`").count(), 1, "{message}");
}

#[test]
fn syntax_error_is_located() {
    let err = bundle("use nimkit::a::f;\nfn main() {\n    let = 3;\n}\n").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Syntax);
    assert!(err.to_string().starts_with("sol.rs:3:9: error: the solution does not parse"), "{err}");
}

#[test]
fn extern_crate_alias_is_refused_with_advice() {
    let message = error("extern crate nimkit as nk;\nfn main() { nk::a::f(); }\n");
    assert!(
        message.starts_with("sol.rs:1:24: error: `extern crate nimkit as nk` cannot be bundled"),
        "{message}"
    );
    assert!(message.contains("use nimkit as nk;"), "{message}");
}

#[test]
fn a_leading_colon_group_mixing_crates_is_refused() {
    let message = error("use ::{nimkit::a::f, std::io};\nfn main() {}\n");
    assert!(message.starts_with("sol.rs:1:5: error: `use ::{...}` mixing nimkit"), "{message}");
}

#[test]
fn a_solution_without_nimkit_is_unchanged() {
    let solution = "fn main() {\n    println!(\"hi\");\n}\n";
    let result = bundle(solution).unwrap();
    assert_eq!(result.text, solution);
    assert!(result.modules.is_empty());
    assert!(!uses_nimkit(solution));
}

#[test]
fn proconio_is_kept_for_atcoder_and_refused_for_codeforces() {
    let solution = "use proconio::input;\nuse nimkit::b::g;\nfn main() {\n    input! { n: u32 }\n    println!(\"{}\", n + g());\n}\n";
    let with = |target| BundleOptions { strip_docs: false, compact: false, target: Some(target) };
    let atcoder = bundle_with(&library(), solution, Path::new("sol.rs"), &with(Target::Atcoder)).unwrap();
    assert!(atcoder.text.starts_with(solution.trim_end()), "the solution itself is untouched");
    assert_eq!(atcoder.external_crates, ["proconio"]);
    let err = bundle_with(&library(), solution, Path::new("sol.rs"), &with(Target::Codeforces)).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::CrateUnavailable);
    assert!(
        err.to_string().starts_with("sol.rs:1:5: error: crate `proconio` is not available on Codeforces"),
        "{err}"
    );
    assert!(err.to_string().contains("nimkit::io"), "{err}");
}

#[test]
fn modules_imported_by_the_crate_glob_are_not_crates() {
    let options = BundleOptions { strip_docs: false, compact: false, target: Some(Target::Codeforces) };
    let solution = "use nimkit::*;\nuse a::f;\nfn main() { f(); }\n";
    let result = bundle_with(&library(), solution, Path::new("s.rs"), &options).unwrap();
    assert_eq!(result.modules, ["a", "b"]);
    assert!(result.external_crates.is_empty());
}

#[test]
fn a_glob_module_is_hidden_only_by_a_type_namespace_name_outside_functions() {
    // A function named like the module lives in another namespace: `a::f()` is still ours.
    let shadowing_fn = "use nimkit::*;\nfn a() -> u32 { a::f() }\nfn main() { a(); }\n";
    assert_eq!(bundle(shadowing_fn).unwrap().modules, ["a", "b"]);
    // An import inside one function hides `a` there only; elsewhere `a::f` is ours.
    let scoped =
        "use nimkit::*;\nfn other() { use std::fmt as a; let _ = a::Error; }\nfn main() { a::f(); }\n";
    assert_eq!(bundle(scoped).unwrap().modules, ["a", "b"]);
    // A module of the solution's own at the root does hide it.
    let own_module = "use nimkit::*;\nmod a { pub fn f() {} }\nfn main() { a::f(); }\n";
    assert!(bundle(own_module).unwrap().modules.is_empty());
}

#[test]
fn test_only_code_pulls_in_no_module() {
    let solution = "use nimkit::b::g;\nfn main() { g(); }\n#[cfg(test)]\nmod tests {\n    use nimkit::c::Unreached;\n}\n";
    assert_eq!(bundle(solution).unwrap().modules, ["b"]);
}

#[test]
fn size_limit_of_the_target() {
    let big = format!("pub const BIG: &str = \"{}\";\n", "x".repeat(70_000));
    let library = Library::from_sources([("big", big.as_str())]);
    let options = |target| BundleOptions { strip_docs: true, compact: false, target: Some(target) };
    let solution = "use nimkit::big::BIG;\nfn main() { print!(\"{}\", BIG.len()); }\n";
    let err = bundle_with(&library, solution, Path::new("s.rs"), &options(Target::Codeforces)).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::TooLarge);
    assert!(bundle_with(&library, solution, Path::new("s.rs"), &options(Target::Atcoder)).is_ok());
}

#[test]
fn uses_nimkit_sees_every_form() {
    assert!(uses_nimkit("use nimkit::nim::nim_sum;"));
    assert!(uses_nimkit("fn main() { println!(\"{}\", ::nimkit::nim::nim_sum(&[])); }"));
    assert!(uses_nimkit("mod m { fn f() -> nimkit::nim::Move { panic!() } }"));
    assert!(uses_nimkit("use nimkit as nk;"));
    assert!(!uses_nimkit("fn main() { let nimkit = 1; println!(\"{nimkit}\"); }"));
    assert!(uses_nimkit("use nimkit::nim::nim_sum;\nfn main( {"), "unparseable but mentions nimkit");
}

#[test]
fn snippet_brings_dependencies_and_suggests_names() {
    let block = snippet_with(&library(), &["a".to_string()], false).unwrap();
    assert!(block.contains("pub mod a {") && block.contains("pub mod b {") && !block.contains("pub mod c"));
    assert!(block.contains("paste at the end of a solution"));
    let err = snippet_with(&library(), &["cc".to_string()], false).unwrap_err();
    assert_eq!(err.to_string(), "error: unknown nimkit module `cc`\n  help: did you mean `c`?\n  help: available modules: `a`, `b`, `c`");
}

#[test]
fn the_snippet_block_pasted_after_a_solution_is_its_bundle() {
    let solution = "use nimkit::a::f;\nfn main() { f(); }\n";
    let bundled = bundle(solution).unwrap().text;
    let pasted = snippet_with(&library(), &["a".to_string()], false).unwrap();
    let strip_origin =
        |t: &str| t.lines().filter(|l| !l.starts_with("// nimkit")).collect::<Vec<_>>().join("\n");
    assert!(strip_origin(&bundled).ends_with(&strip_origin(&pasted)));
}

#[test]
fn the_real_library_bundles_nim_alone() {
    let result = super::bundle(
        "use nimkit::nim::nim_sum;\nfn main() {}\n",
        Path::new("s.rs"),
        &BundleOptions::default(),
    )
    .unwrap();
    assert_eq!(result.modules, ["nim"]);
    assert!(result.text.contains("pub fn nim_sum"));
    assert_eq!(
        bundle_source("fn main() {}\n", Path::new("s.rs"), &BundleOptions::default()).unwrap(),
        "fn main() {}\n"
    );
}
