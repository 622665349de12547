//! Reads a solution: every mention of nimkit (in `use` trees, paths of expressions, types,
//! patterns and attributes, and tokens of macro calls), the rewrites that make those paths
//! resolve to a `mod nimkit` at the crate root from anywhere in the file, and the crates
//! the solution uses besides std.
//!
//! Where a rewrite is needed (edition 2018+ rules): a relative `nimkit::x` resolves to the
//! crate root's `mod nimkit` only in the root module (and the bodies of its functions);
//! inside a nested `mod` it needs `crate::nimkit::x`, and `::nimkit::x` (extern crates
//! only) always does. `macro_rules!` bodies expand wherever they are called, so their
//! paths always get `crate::`. Importing the crate itself as `nimkit` at the root
//! (`use nimkit;`, `use nimkit::{self, ..}`) would clash with the module and is dropped.

use std::collections::BTreeSet;
use std::ops::Range;

use proc_macro2::Ident;
use syn::visit::{self, Visit};
use syn::{UseTree, Visibility};

use super::emit::Edit;
use super::paths::{flatten_use, token_paths, UseLeaf};
use super::strip::whole_lines;

/// A name in the solution with the byte offset where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    pub text: String,
    pub offset: usize,
}

/// A mention of `nimkit::module` (and of `nimkit::module::item`, when one follows).
#[derive(Clone, Debug)]
pub struct Reference {
    pub module: Name,
    pub item: Option<Name>,
    /// Found through `use nimkit::*`: the first segment might be the solution's own
    /// module of the same name, so an unknown item is not reported.
    pub via_glob: bool,
}

/// Everything the bundler needs to know about a solution.
#[derive(Debug, Default)]
pub struct Scan {
    /// Offset of a `mod nimkit` at the crate root: the file is a bundle already.
    pub root_nimkit_module: Option<usize>,
    /// Whether the solution refers to the nimkit crate at all.
    pub mentions_nimkit: bool,
    pub references: Vec<Reference>,
    pub edits: Vec<Edit>,
    /// Crates other than std/core/alloc/nimkit, with where each is first used. After
    /// `use nimkit::*` this may list nimkit's own module names, which the caller filters.
    pub external_crates: Vec<Name>,
    /// The solution has `use nimkit::*`.
    pub glob_crate: bool,
    /// Constructs that cannot be bundled: (offset, message, help).
    pub unsupported: Vec<(usize, String, String)>,
}

/// Parse and scan a solution; `Err` is the parser's error with the byte offset it points at.
pub fn scan(source: &str) -> Result<Scan, (usize, String)> {
    let base = parsed_start(source);
    let file: syn::File =
        syn::parse_str(&source[base..]).map_err(|e| (e.span().byte_range().start + base, e.to_string()))?;
    let mut visitor = Visitor {
        source,
        base,
        scan: Scan::default(),
        depth: 0,
        in_macro_rules: false,
        aliases: BTreeSet::new(),
        glob_crate: false,
        local_names: BTreeSet::new(),
        glob_shadows: BTreeSet::new(),
        block_depth: 0,
        candidates: Vec::new(),
        crate_candidates: Vec::new(),
    };
    visitor.visit_file(&file);
    Ok(visitor.finish())
}

/// Where the Rust tokens start: after a byte-order mark and a `#!` line (not `#![`), which
/// the parser does not accept (so offsets are shifted back by this much).
fn parsed_start(source: &str) -> usize {
    let mut start = if source.starts_with('\u{feff}') { 3 } else { 0 };
    let rest = &source[start..];
    if rest.starts_with("#!") && !rest[2..].trim_start().starts_with('[') {
        start += rest.find('\n').unwrap_or(rest.len());
    }
    start
}

struct Visitor<'s> {
    source: &'s str,
    base: usize,
    scan: Scan,
    /// How many `mod` blocks enclose the current position.
    depth: usize,
    in_macro_rules: bool,
    /// Names the crate itself is imported under (`use nimkit as nk;`).
    aliases: BTreeSet<String>,
    glob_crate: bool,
    /// Names the solution defines or imports: these are not crates.
    local_names: BTreeSet<String>,
    /// Names outside every block (function body) in the type namespace (modules, types, traits,
    /// imports): only these hide a module that `use nimkit::*` brings in. A function `grundy`
    /// does not hide the module `grundy` (another namespace), nor does a `use std::io` inside a
    /// function hide `io` elsewhere (a path there then pulls in the module it does not use:
    /// harmless, where missing one breaks the build).
    glob_shadows: BTreeSet<String>,
    /// How many blocks (function bodies, ...) enclose the current position.
    block_depth: usize,
    /// Paths not starting with `nimkit`, kept to resolve aliases and `use nimkit::*`.
    candidates: Vec<Vec<Name>>,
    /// First segments that may name a crate.
    crate_candidates: Vec<Name>,
}

/// Crates a solution may name by a plain path, without a `use` (`rand::random()`,
/// `num::integer::gcd(a, b)`): those of AtCoder's Rust judge (2023 language update), the judge
/// that offers crates, under their names in code. Such a path's first segment counts as a crate
/// unless the solution defines the name itself, so that judges without crates refuse it.
const WELL_KNOWN_CRATES: [&str; 48] = [
    "ac_library",
    "alga",
    "amplify",
    "argio",
    "ascii",
    "az",
    "bitset_fixed",
    "bitvec",
    "bstr",
    "btreemultimap",
    "counter",
    "easy_ext",
    "either",
    "fixedbitset",
    "getrandom",
    "glidesort",
    "hashbag",
    "im_rc",
    "indexing",
    "indexmap",
    "itertools",
    "itertools_num",
    "lazy_static",
    "libm",
    "maplit",
    "memoise",
    "multimap",
    "multiversion",
    "nalgebra",
    "ndarray",
    "num",
    "num_bigint",
    "num_complex",
    "num_integer",
    "num_iter",
    "num_rational",
    "num_traits",
    "once_cell",
    "ordered_float",
    "pathfinding",
    "permutohedron",
    "petgraph",
    "proconio",
    "rand",
    "rand_chacha",
    "regex",
    "rustc_hash",
    "superslice",
];

const NOT_CRATES: [&str; 8] = ["std", "core", "alloc", "crate", "self", "super", "Self", "nimkit"];

impl Visitor<'_> {
    fn name(&self, ident: &Ident) -> Name {
        Name { text: ident.to_string(), offset: ident.span().byte_range().start + self.base }
    }

    fn names<'a>(&self, idents: impl IntoIterator<Item = &'a Ident>) -> Vec<Name> {
        idents.into_iter().map(|i| self.name(i)).collect()
    }

    fn insert(&mut self, offset: usize, text: &str) {
        self.scan.edits.push(Edit { range: offset..offset, text: text.to_string() });
    }

    fn delete(&mut self, range: Range<usize>) {
        self.scan.edits.push(Edit { range, text: String::new() });
    }

    /// A path in code or tokens. `leading_colon` is the offset of a leading `::`.
    fn path(&mut self, leading_colon: Option<usize>, segments: Vec<Name>, in_macro_body: bool) {
        let Some(first) = segments.first() else { return };
        if segments.len() == 1 && leading_colon.is_none() {
            return; // a lone `nimkit` is a local variable or the like, not the crate
        }
        if first.text == "nimkit" {
            self.scan.mentions_nimkit = true;
            match leading_colon {
                Some(colon) => self.insert(colon, "crate"),
                None if self.depth > 0 || in_macro_body => self.insert(first.offset, "crate::"),
                None => {}
            }
            self.reference(&segments[1..], false);
        } else if first.text == "crate" && segments.get(1).is_some_and(|s| s.text == "nimkit") {
            self.reference(&segments[2..], false);
        } else {
            if leading_colon.is_some() {
                self.crate_candidates.push(first.clone());
            }
            self.candidates.push(segments);
        }
    }

    /// `segments` follow `nimkit::`: a module, then maybe an item.
    fn reference(&mut self, segments: &[Name], via_glob: bool) {
        let Some(module) = segments.first() else { return };
        if module.text == "self" || module.text == "*" {
            return;
        }
        let item = segments.get(1).filter(|i| i.text != "self").cloned();
        self.scan.references.push(Reference { module: module.clone(), item, via_glob });
    }

    fn finish(mut self) -> Scan {
        for path in std::mem::take(&mut self.candidates) {
            let first = &path[0].text;
            if path.len() >= 2 && WELL_KNOWN_CRATES.contains(&first.as_str()) {
                self.crate_candidates.push(path[0].clone());
            }
            if self.aliases.contains(first) {
                self.scan.mentions_nimkit = true;
                self.reference(&path[1..], false);
            } else if self.glob_crate
                && !self.glob_shadows.contains(first)
                && !NOT_CRATES.contains(&first.as_str())
            {
                self.reference(&path, true);
            }
        }
        let mut seen = BTreeSet::new();
        for name in std::mem::take(&mut self.crate_candidates) {
            let local = self.local_names.contains(&name.text) || self.aliases.contains(&name.text);
            if !local && !NOT_CRATES.contains(&name.text.as_str()) && seen.insert(name.text.clone()) {
                self.scan.external_crates.push(name);
            }
        }
        self.scan.external_crates.sort_by_key(|n| n.offset);
        self.scan.glob_crate = self.glob_crate;
        self.scan
    }

    fn item_range(&self, item: &impl syn::spanned::Spanned) -> Range<usize> {
        let range = item.span().byte_range();
        whole_lines(self.source, range.start + self.base..range.end + self.base)
    }

    fn define(&mut self, ident: &Ident) {
        self.local_names.insert(ident.to_string());
    }

    /// A name in the type namespace (see `glob_shadows`).
    fn define_type(&mut self, ident: &Ident) {
        self.define(ident);
        if self.block_depth == 0 {
            self.glob_shadows.insert(ident.to_string());
        }
    }
}

/// Whether `attrs` hold `#[cfg(test)]`: such an item is not in the submitted program.
fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg") && attr.parse_args::<Ident>().is_ok_and(|predicate| predicate == "test")
    })
}

impl<'ast> Visit<'ast> for Visitor<'_> {
    fn visit_block(&mut self, block: &'ast syn::Block) {
        self.block_depth += 1;
        visit::visit_block(self, block);
        self.block_depth -= 1;
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        self.define_type(&item.ident);
        if self.depth == 0 && item.ident == "nimkit" && self.scan.root_nimkit_module.is_none() {
            self.scan.root_nimkit_module = Some(self.name(&item.ident).offset);
        }
        self.depth += 1;
        visit::visit_item_mod(self, item);
        self.depth -= 1;
    }

    fn visit_item_extern_crate(&mut self, item: &'ast syn::ItemExternCrate) {
        if item.ident != "nimkit" {
            if item.ident != "self" {
                self.crate_candidates.push(self.name(&item.ident));
            }
            if let Some((_, rename)) = &item.rename {
                self.define_type(rename);
            }
            return;
        }
        self.scan.mentions_nimkit = true;
        match &item.rename {
            Some((_, rename)) => self.scan.unsupported.push((
                self.name(rename).offset,
                format!("`extern crate nimkit as {rename}` cannot be bundled"),
                format!(
                    "write `use nimkit as {rename};` instead (edition 2018 and later need no `extern crate`)"
                ),
            )),
            None => self.delete(self.item_range(item)),
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let leading_colon = item.leading_colon.as_ref().map(|c| c.spans[0].byte_range().start + self.base);
        if let (Some(colon), UseTree::Group(_)) = (leading_colon, &item.tree) {
            if flatten_use(&item.tree).iter().any(|p| p.segments[0] == "nimkit") {
                self.scan.mentions_nimkit = true;
                self.scan.unsupported.push((
                    colon,
                    "`use ::{...}` mixing nimkit with other crates cannot be bundled".into(),
                    "give nimkit its own `use nimkit::...;`".into(),
                ));
                return;
            }
        }
        for path in flatten_use(&item.tree) {
            let segments = self.names(&path.segments);
            match &path.leaf {
                UseLeaf::Rename(rename) => self.define_type(rename),
                UseLeaf::Name => {
                    let last =
                        if path.segments.len() >= 2 && path.segments.last().is_some_and(|s| s == "self") {
                            &path.segments[path.segments.len() - 2]
                        } else {
                            &path.segments[path.segments.len() - 1]
                        };
                    self.define_type(last);
                }
                UseLeaf::Glob => {}
            }
            let first = &segments[0];
            if first.text != "nimkit" {
                if leading_colon.is_some() || !NOT_CRATES.contains(&first.text.as_str()) {
                    self.crate_candidates.push(first.clone());
                }
                if first.text == "crate" && segments.get(1).is_some_and(|s| s.text == "nimkit") {
                    self.reference(&segments[2..], false);
                } else {
                    self.candidates.push(segments);
                }
                continue;
            }
            self.scan.mentions_nimkit = true;
            let crate_itself = segments.len() == 1 || (segments.len() == 2 && segments[1].text == "self");
            match (&path.leaf, crate_itself) {
                (UseLeaf::Rename(rename), true) if rename != "nimkit" => {
                    self.aliases.insert(rename.to_string());
                }
                (UseLeaf::Glob, true) => self.glob_crate = true,
                _ => self.reference(&segments[1..], false),
            }
            match leading_colon {
                Some(colon) => self.insert(colon, "crate"),
                None if self.depth > 0 => self.insert(first.offset, "crate::"),
                None => {}
            }
        }
        if self.depth == 0 {
            let mut partial = Vec::new();
            if imports_crate_itself(&item.tree, 0, self.source, self.base, &mut partial) {
                self.delete(self.item_range(item));
            }
            for range in partial {
                self.delete(range);
            }
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let leading_colon = path.leading_colon.as_ref().map(|c| c.spans[0].byte_range().start + self.base);
        let segments = self.names(path.segments.iter().map(|s| &s.ident));
        self.path(leading_colon, segments, false);
        visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if mac.path.segments.len() >= 2 {
            self.crate_candidates.push(self.name(&mac.path.segments[0].ident));
        }
        let in_body = self.in_macro_rules;
        for found in token_paths(mac.tokens.clone()) {
            let leading_colon = found.leading_colon.map(|s| s.byte_range().start + self.base);
            let segments = self.names(&found.segments);
            self.path(leading_colon, segments, in_body);
        }
        visit::visit_macro(self, mac);
    }

    fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
        let is_macro_rules = item.mac.path.is_ident("macro_rules");
        if let (true, Some(ident)) = (is_macro_rules, &item.ident) {
            self.define(ident);
        }
        let outer = std::mem::replace(&mut self.in_macro_rules, is_macro_rules);
        visit::visit_item_macro(self, item);
        self.in_macro_rules = outer;
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        if attr.path().segments.len() >= 2 {
            self.crate_candidates.push(self.name(&attr.path().segments[0].ident));
        }
        visit::visit_attribute(self, attr);
    }

    fn visit_item(&mut self, item: &'ast syn::Item) {
        // An item's attributes, and its name in the value or the type namespace (a module's
        // and an import's are defined where they are visited).
        let (attrs, value, type_name): (&[syn::Attribute], _, _) = match item {
            syn::Item::Const(i) => (&i.attrs, Some(&i.ident), None),
            syn::Item::Fn(i) => (&i.attrs, Some(&i.sig.ident), None),
            syn::Item::Static(i) => (&i.attrs, Some(&i.ident), None),
            syn::Item::Enum(i) => (&i.attrs, None, Some(&i.ident)),
            syn::Item::Struct(i) => (&i.attrs, None, Some(&i.ident)),
            syn::Item::Trait(i) => (&i.attrs, None, Some(&i.ident)),
            syn::Item::Type(i) => (&i.attrs, None, Some(&i.ident)),
            syn::Item::Union(i) => (&i.attrs, None, Some(&i.ident)),
            syn::Item::Impl(i) => (&i.attrs, None, None),
            syn::Item::Mod(i) => (&i.attrs, None, None),
            syn::Item::Use(i) => (&i.attrs, None, None),
            _ => (&[], None, None),
        };
        if is_test_only(attrs) {
            // Not compiled into the submission: its imports pull in no module.
            return;
        }
        if let Some(ident) = value {
            self.define(ident);
        }
        if let Some(ident) = type_name {
            self.define_type(ident);
        }
        visit::visit_item(self, item);
    }

    fn visit_visibility(&mut self, _: &'ast Visibility) {
        // `pub(in path)` paths name the solution's own modules, never a crate.
    }
}

/// Whether `tree` (at `prefix_len` segments below the root, 1 meaning after `nimkit::`)
/// imports the crate itself under the name `nimkit`, which clashes with the bundled module at
/// the root. Group members that do are pushed to `partial` (with their comma) for removal;
/// `true` means the whole tree does.
fn imports_crate_itself(
    tree: &UseTree,
    prefix_len: usize,
    source: &str,
    base: usize,
    partial: &mut Vec<Range<usize>>,
) -> bool {
    match tree {
        UseTree::Name(n) => {
            (prefix_len == 0 && n.ident == "nimkit") || (prefix_len == 1 && n.ident == "self")
        }
        UseTree::Rename(r) => {
            r.rename == "nimkit"
                && ((prefix_len == 0 && r.ident == "nimkit") || (prefix_len == 1 && r.ident == "self"))
        }
        UseTree::Path(p) if prefix_len == 0 && p.ident == "nimkit" => {
            imports_crate_itself(&p.tree, 1, source, base, partial)
        }
        UseTree::Group(group) => {
            let pairs: Vec<_> = group.items.pairs().collect();
            let mut inner = Vec::new();
            let doomed: Vec<bool> = pairs
                .iter()
                .map(|pair| imports_crate_itself(pair.value(), prefix_len, source, base, &mut inner))
                .collect();
            if !pairs.is_empty() && doomed.iter().all(|&d| d) {
                return true;
            }
            partial.extend(inner);
            let span_of = |t: &UseTree| {
                let r = syn::spanned::Spanned::span(t).byte_range();
                r.start + base..r.end + base
            };
            for (i, pair) in pairs.iter().enumerate() {
                if !doomed[i] {
                    continue;
                }
                let value = span_of(pair.value());
                let range = match pair.punct() {
                    Some(comma) => {
                        let end = comma.spans[0].byte_range().end + base;
                        let spaces = source[end..].len() - source[end..].trim_start().len();
                        value.start..end + spaces
                    }
                    None if i > 0 && !doomed[i - 1] => match pairs[i - 1].punct() {
                        Some(comma) => comma.spans[0].byte_range().start + base..value.end,
                        None => value,
                    },
                    None => value,
                };
                partial.push(range);
            }
            false
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn references(source: &str) -> Vec<String> {
        let scan = scan(source).unwrap();
        scan.references
            .iter()
            .map(|r| match &r.item {
                Some(item) => format!("{}::{}", r.module.text, item.text),
                None => r.module.text.clone(),
            })
            .collect()
    }

    #[test]
    fn use_trees_in_every_shape() {
        let found = references(
            "use nimkit::nim::{self, nim_sum, Move as M};\nuse nimkit::{oracle::*, misere};\nuse nimkit::grundy as g;\n",
        );
        assert_eq!(found, ["nim", "nim::nim_sum", "nim::Move", "oracle", "misere", "grundy"]);
    }

    #[test]
    fn paths_in_expressions_types_patterns_and_macros() {
        let found = references(
            "fn f(x: nimkit::a::T) -> Vec<nimkit::b::U> {\n    match x { nimkit::c::E::V => {} _ => {} }\n    \
             println!(\"{}\", nimkit::d::g(&[1]));\n    ::nimkit::e::h();\n    panic!()\n}\n",
        );
        assert_eq!(found, ["a::T", "b::U", "c::E", "d::g", "e::h"]);
    }

    #[test]
    fn aliases_and_the_crate_glob() {
        assert_eq!(references("use nimkit as nk;\nfn f() { nk::nim::nim_sum(&[]); }"), ["nim::nim_sum"]);
        let scan = scan("use nimkit::*;\nmod local { pub fn x() {} }\nfn f() { nim::nim_sum(&[]); local::x(); std::mem::drop(1); }").unwrap();
        let modules: Vec<&str> = scan.references.iter().map(|r| r.module.text.as_str()).collect();
        assert_eq!(modules, ["nim"], "the solution's own module and std are not nimkit modules");
        assert!(scan.references[0].via_glob);
    }

    fn rewritten(source: &str) -> String {
        super::super::emit::apply(source, scan(source).unwrap().edits)
    }

    #[test]
    fn rewrites_only_what_would_not_resolve() {
        let source = "use nimkit::nim::nim_sum;\nfn main() { nimkit::nim::nim_sum(&[]); ::nimkit::nim::nim_sum(&[]); }\n\
                      mod inner {\n    use nimkit::nim;\n    fn f() { println!(\"{}\", nimkit::nim::nim_sum(&[])); }\n}\n";
        let expected = "use nimkit::nim::nim_sum;\nfn main() { nimkit::nim::nim_sum(&[]); crate::nimkit::nim::nim_sum(&[]); }\n\
                        mod inner {\n    use crate::nimkit::nim;\n    fn f() { println!(\"{}\", crate::nimkit::nim::nim_sum(&[])); }\n}\n";
        assert_eq!(rewritten(source), expected);
    }

    #[test]
    fn macro_rules_bodies_always_get_crate() {
        let source = "macro_rules! s { ($v:expr) => { nimkit::nim::nim_sum($v) }; }\n";
        assert_eq!(
            rewritten(source),
            "macro_rules! s { ($v:expr) => { crate::nimkit::nim::nim_sum($v) }; }\n"
        );
    }

    #[test]
    fn importing_the_crate_itself_at_the_root_is_dropped() {
        assert_eq!(rewritten("use nimkit;\nfn main() {}\n"), "fn main() {}\n");
        assert_eq!(rewritten("use nimkit::{self, nim::Move};\n"), "use nimkit::{nim::Move};\n");
        assert_eq!(rewritten("use nimkit::{nim::Move, self};\n"), "use nimkit::{nim::Move};\n");
        assert_eq!(rewritten("use {nimkit, std::io};\n"), "use {std::io};\n");
        assert_eq!(rewritten("use nimkit::{self as nk};\n"), "use nimkit::{self as nk};\n");
        assert_eq!(rewritten("mod m { use nimkit; }\n"), "mod m { use crate::nimkit; }\n");
        assert_eq!(rewritten("extern crate nimkit;\nfn main() {}\n"), "fn main() {}\n");
    }

    #[test]
    fn external_crates_are_found_but_local_names_are_not() {
        let scan = scan(
            "use proconio::input;\nuse itertools::Itertools as _;\nuse Dir::*;\nenum Dir { Up }\nuse std::io;\n\
             #[proconio::fastout]\nfn main() { input! { n: usize } ::rand::random::<u8>(); }\n",
        )
        .unwrap();
        let crates: Vec<&str> = scan.external_crates.iter().map(|n| n.text.as_str()).collect();
        assert_eq!(crates, ["proconio", "itertools", "rand"]);
        assert!(!scan.mentions_nimkit);
    }

    #[test]
    fn well_known_crates_named_by_a_plain_path_are_crates_unless_defined_here() {
        let crates = |source: &str| -> Vec<String> {
            scan(source).unwrap().external_crates.into_iter().map(|n| n.text).collect()
        };
        assert_eq!(crates("fn main() { let x: u64 = rand::random(); }\n"), ["rand"]);
        assert_eq!(crates("fn main() { num::integer::gcd(4, 6); }\n"), ["num"]);
        // The solution's own module of that name, or any unknown name, is no crate.
        assert!(
            crates("mod rand { pub fn random() -> u64 { 4 } }\nfn main() { rand::random(); }\n").is_empty()
        );
        assert!(crates("fn main() { helpers::solve(); }\nmod helpers { pub fn solve() {} }\n").is_empty());
    }

    #[test]
    fn finds_a_bundle_and_reports_syntax_errors_with_offsets() {
        assert!(scan("fn main() {}\nmod nimkit { pub mod nim {} }").unwrap().root_nimkit_module.is_some());
        assert!(scan("mod a { mod nimkit {} }").unwrap().root_nimkit_module.is_none());
        let (offset, message) = scan("fn main() {\n    let x = ;\n}\n").unwrap_err();
        assert_eq!(offset, 24);
        assert!(message.contains("expected"), "{message}");
    }

    #[test]
    fn shebang_and_bom_keep_offsets_right() {
        let source = "\u{feff}#!/usr/bin/env run\nuse nimkit::nim::nim_sum;\n";
        let scan = scan(source).unwrap();
        let offset = scan.references[0].module.offset;
        assert_eq!(&source[offset..offset + 3], "nim");
    }
}
