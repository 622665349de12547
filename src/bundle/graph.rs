//! The library as the bundler needs it: each module's source, its siblings (read off its own
//! `super::sibling` paths, never from a table), its public items, and what to strip.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::PathBuf;
use std::sync::OnceLock;

use syn::visit::{self, Visit};
use syn::{Item, Visibility};

use super::error::{BundleError, ErrorKind, Location};
use super::paths::{flatten_use, token_paths, UseLeaf};
use super::strip::{is_test_only, item_attrs, test_item_ranges, token_facts, TokenFacts};

/// One library module, analysed.
#[derive(Debug)]
pub struct Module {
    pub name: String,
    pub source: String,
    /// Sibling modules this one reaches through `super::sibling`, tests excluded.
    pub deps: BTreeSet<String>,
    /// Names of its public items; `None` when a `pub use ...::*` makes them open-ended.
    pub items: Option<BTreeSet<String>>,
    /// Byte ranges of its test-only items.
    pub test_items: Vec<Range<usize>>,
    pub facts: TokenFacts,
}

/// Every module of a library, by name. A module is parsed and analysed the first time it is
/// asked for, so a bundle pays only for the modules it reaches.
#[derive(Debug)]
pub struct Library {
    entries: BTreeMap<String, Entry>,
}

#[derive(Debug)]
struct Entry {
    source: String,
    analysed: OnceLock<Result<Module, BundleError>>,
}

impl Library {
    /// The library embedded in this binary at build time.
    pub fn embedded() -> &'static Library {
        static LIBRARY: OnceLock<Library> = OnceLock::new();
        LIBRARY.get_or_init(|| Library::from_sources(crate::library::MODULES.iter().copied()))
    }

    /// A library of `(name, source)` pairs.
    pub fn from_sources<'a>(sources: impl IntoIterator<Item = (&'a str, &'a str)>) -> Library {
        let entries = sources
            .into_iter()
            .map(|(name, source)| {
                let entry = Entry { source: source.to_string(), analysed: OnceLock::new() };
                (name.to_string(), entry)
            })
            .collect();
        Library { entries }
    }

    pub fn contains(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }

    /// The module called `name`, analysed; `Err` when it does not parse or reaches a sibling
    /// the library does not have (a bug in the library, not in the solution).
    pub fn module(&self, name: &str) -> Result<Option<&Module>, BundleError> {
        let Some(entry) = self.entries.get(name) else { return Ok(None) };
        entry
            .analysed
            .get_or_init(|| analyse(name, &entry.source, |sibling| self.contains(sibling)))
            .as_ref()
            .map(Some)
            .map_err(Clone::clone)
    }

    pub fn names(&self) -> impl Iterator<Item = &str> + Clone {
        self.entries.keys().map(String::as_str)
    }

    /// The given modules and everything they reach, in alphabetical order.
    /// Names that are not modules are ignored (the caller reports them).
    pub fn closure<'a>(&self, roots: impl IntoIterator<Item = &'a str>) -> Result<Vec<&Module>, BundleError> {
        let mut seen = BTreeMap::new();
        let mut stack: Vec<String> = roots.into_iter().map(str::to_string).collect();
        while let Some(name) = stack.pop() {
            if seen.contains_key(&name) {
                continue;
            }
            if let Some(module) = self.module(&name)? {
                stack.extend(module.deps.iter().cloned());
                seen.insert(name, module);
            }
        }
        Ok(seen.into_values().collect())
    }
}

fn analyse(name: &str, source: &str, exists: impl Fn(&str) -> bool) -> Result<Module, BundleError> {
    let broken = |offset: usize, message: String| {
        let file = PathBuf::from(format!("snippets/{name}.rs"));
        BundleError::new(
            ErrorKind::Library,
            Some(Location::at(&file, source, offset)),
            format!("library module `{name}` does not parse: {message}"),
            Some("this is a bug in nimkit's library; please report it".into()),
        )
    };
    // Lexed once: the syntax tree is parsed from these tokens, which are also walked for facts.
    let tokens: proc_macro2::TokenStream = source
        .parse()
        .map_err(|e: proc_macro2::LexError| broken(e.span().byte_range().start, e.to_string()))?;
    let file: syn::File =
        syn::parse2(tokens.clone()).map_err(|e| broken(e.span().byte_range().start, e.to_string()))?;
    let mut siblings = Siblings::default();
    siblings.visit_file(&file);
    if let Some(missing) = siblings.found.iter().find(|d| !exists(d)) {
        return Err(BundleError::new(
            ErrorKind::Library,
            None,
            format!("library module `{name}` refers to `super::{missing}`, which is not a module"),
            Some("this is a bug in nimkit's library; please report it".into()),
        ));
    }
    Ok(Module {
        name: name.to_string(),
        source: source.to_string(),
        deps: siblings.found,
        items: public_items(&file),
        test_items: test_item_ranges(&file),
        facts: token_facts(source, tokens),
    })
}

/// Collects `super::x` paths that leave the module file: at depth `d` of nested modules,
/// a path starting with `d + 1` times `super` names a sibling. Test-only items are skipped:
/// the bundle does not contain them, so what they reach is not needed.
#[derive(Default)]
struct Siblings {
    depth: usize,
    found: BTreeSet<String>,
}

impl Siblings {
    fn note(&mut self, segments: impl IntoIterator<Item = String>) {
        let mut supers = 0;
        for segment in segments {
            if segment == "super" {
                supers += 1;
            } else {
                if supers == self.depth + 1 {
                    self.found.insert(segment);
                }
                return;
            }
        }
    }
}

impl<'ast> Visit<'ast> for Siblings {
    fn visit_item(&mut self, item: &'ast Item) {
        if !is_test_only(item_attrs(item)) {
            visit::visit_item(self, item);
        }
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        self.depth += 1;
        visit::visit_item_mod(self, item);
        self.depth -= 1;
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.note(path.segments.iter().map(|s| s.ident.to_string()));
        visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        for path in flatten_use(&item.tree) {
            self.note(path.segments.iter().map(ToString::to_string));
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        for path in token_paths(mac.tokens.clone()) {
            self.note(path.segments.iter().map(ToString::to_string));
        }
        visit::visit_macro(self, mac);
    }
}

/// Names a `use` of this module from outside can import.
fn public_items(file: &syn::File) -> Option<BTreeSet<String>> {
    let mut names = BTreeSet::new();
    for item in &file.items {
        let (vis, ident) = match item {
            Item::Const(i) => (&i.vis, &i.ident),
            Item::Enum(i) => (&i.vis, &i.ident),
            Item::Fn(i) => (&i.vis, &i.sig.ident),
            Item::Mod(i) => (&i.vis, &i.ident),
            Item::Static(i) => (&i.vis, &i.ident),
            Item::Struct(i) => (&i.vis, &i.ident),
            Item::Trait(i) => (&i.vis, &i.ident),
            Item::Type(i) => (&i.vis, &i.ident),
            Item::Union(i) => (&i.vis, &i.ident),
            Item::Use(i) if matches!(i.vis, Visibility::Public(_)) => {
                for path in flatten_use(&i.tree) {
                    match path.leaf {
                        UseLeaf::Glob => return None,
                        UseLeaf::Rename(r) => names.insert(r.to_string()),
                        UseLeaf::Name => names.insert(path.segments.last()?.to_string()),
                    };
                }
                continue;
            }
            _ => continue,
        };
        if matches!(vis, Visibility::Public(_)) {
            names.insert(ident.to_string());
        }
    }
    Some(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn library(sources: &[(&str, &str)]) -> Library {
        Library::from_sources(sources.iter().copied())
    }

    fn names(modules: Result<Vec<&Module>, BundleError>) -> Vec<&str> {
        modules.unwrap().iter().map(|m| m.name.as_str()).collect()
    }

    #[test]
    fn dependencies_come_from_super_paths_in_every_form() {
        let lib = library(&[
            ("a", "pub fn f() -> u32 { super::b::g() }"),
            ("b", "use super::{c::H, d};\npub fn g() -> u32 { H + d::K }"),
            ("c", "pub const H: u32 = 1;"),
            ("d", "pub const K: u32 = 2;\nfn check() { assert!(super::e::ok(), \"e\"); }"),
            ("e", "pub fn ok() -> bool { true }"),
            ("z", "pub fn alone() {}"),
        ]);
        assert_eq!(names(lib.closure(["a"])), ["a", "b", "c", "d", "e"]);
        assert_eq!(names(lib.closure(["z", "c"])), ["c", "z"]);
        assert_eq!(names(lib.closure(["nope"])), Vec::<&str>::new());
    }

    #[test]
    fn tests_and_inner_modules_do_not_create_dependencies() {
        let lib = library(&[
            ("a", "mod inner { use super::helper; fn x() { super::super::b::f() } }\nfn helper() {}\n#[cfg(test)]\nmod tests { use super::super::c::T; }"),
            ("b", "pub fn f() {}"),
            ("c", "pub struct T;"),
        ]);
        assert_eq!(names(lib.closure(["a"])), ["a", "b"]);
    }

    #[test]
    fn cycles_terminate() {
        let lib = library(&[("a", "fn f() { super::b::g() }"), ("b", "pub fn g() { super::a::h() }")]);
        assert_eq!(names(lib.closure(["b"])), ["a", "b"]);
    }

    #[test]
    fn public_items_and_open_modules() {
        let lib = library(&[
            ("a", "pub fn f() {}\nfn private() {}\npub(crate) fn krate() {}\npub struct S;\npub use std::cmp::{max, min as smallest};"),
            ("b", "pub use std::collections::*;"),
        ]);
        let items: Vec<&str> =
            lib.module("a").unwrap().unwrap().items.as_ref().unwrap().iter().map(String::as_str).collect();
        assert_eq!(items, ["S", "f", "max", "smallest"]);
        assert!(lib.module("b").unwrap().unwrap().items.is_none());
    }

    #[test]
    fn a_missing_sibling_or_a_syntax_error_is_a_library_error() {
        let lib =
            library(&[("a", "fn f() { super::ghost::g() }"), ("b", "fn f( {"), ("c", "pub fn ok() {}")]);
        let err = lib.module("a").unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Library);
        assert!(err.to_string().contains("`super::ghost`"), "{err}");
        let err = lib.closure(["c", "b"]).unwrap_err();
        assert!(err.to_string().starts_with("snippets/b.rs:1:"), "{err}");
        assert!(lib.module("c").unwrap().is_some(), "a broken module does not break the others");
    }

    #[test]
    fn every_embedded_module_parses_and_nim_stands_alone() {
        let lib = Library::embedded();
        for name in lib.names() {
            assert!(lib.module(name).is_ok_and(|m| m.is_some()), "{name} analyses");
        }
        let nim = lib.module("nim").unwrap().unwrap();
        assert!(nim.deps.is_empty());
        let items = nim.items.clone().unwrap();
        assert!(items.contains("nim_sum") && items.contains("Move"));
    }
}
