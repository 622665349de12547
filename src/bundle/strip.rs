//! What to cut out of a library module: test-only items and (on request) doc comments,
//! found by syntax tree and token spans so that everything else, comments included,
//! is copied byte for byte.

use std::ops::Range;

use proc_macro2::{TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Attribute, Item, Meta, Token};

/// Byte ranges of the items that do not exist outside `cargo test`: `#[cfg(test)]` (or any
/// `cfg` that is false when `test` is) and `#[test]` items, at any depth of modules, impls
/// and traits. Each range starts at the item's first attribute or doc comment.
pub fn test_item_ranges(file: &syn::File) -> Vec<Range<usize>> {
    let mut ranges = Vec::new();
    collect_items(&file.items, &mut ranges);
    ranges
}

fn collect_items(items: &[Item], ranges: &mut Vec<Range<usize>>) {
    for item in items {
        if is_test_only(item_attrs(item)) {
            ranges.push(item.span().byte_range());
            continue;
        }
        match item {
            Item::Mod(m) => {
                if let Some((_, content)) = &m.content {
                    collect_items(content, ranges);
                }
            }
            Item::Impl(imp) => {
                for inner in &imp.items {
                    let attrs = match inner {
                        syn::ImplItem::Const(i) => &i.attrs,
                        syn::ImplItem::Fn(i) => &i.attrs,
                        syn::ImplItem::Type(i) => &i.attrs,
                        syn::ImplItem::Macro(i) => &i.attrs,
                        _ => continue,
                    };
                    if is_test_only(attrs) {
                        ranges.push(inner.span().byte_range());
                    }
                }
            }
            Item::Trait(t) => {
                for inner in &t.items {
                    let attrs = match inner {
                        syn::TraitItem::Const(i) => &i.attrs,
                        syn::TraitItem::Fn(i) => &i.attrs,
                        syn::TraitItem::Type(i) => &i.attrs,
                        syn::TraitItem::Macro(i) => &i.attrs,
                        _ => continue,
                    };
                    if is_test_only(attrs) {
                        ranges.push(inner.span().byte_range());
                    }
                }
            }
            _ => {}
        }
    }
}

/// The outer attributes of an item.
pub fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// Whether these attributes make an item vanish from a normal (non-test) build.
pub fn is_test_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|attr| {
        if attr.path().is_ident("test") {
            return true;
        }
        if !attr.path().is_ident("cfg") {
            return false;
        }
        match attr.parse_args::<Meta>() {
            Ok(predicate) => cfg_value(&predicate) == Some(false),
            Err(_) => false,
        }
    })
}

/// The value of a `cfg` predicate in a normal build, where `test` is false; `None` when it
/// depends on something else (target, features, ...), in which case the item is kept.
fn cfg_value(predicate: &Meta) -> Option<bool> {
    match predicate {
        Meta::Path(path) if path.is_ident("test") => Some(false),
        Meta::List(list) => {
            let args = list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated).ok()?;
            let values: Vec<Option<bool>> = args.iter().map(cfg_value).collect();
            if list.path.is_ident("not") && values.len() == 1 {
                values[0].map(|v| !v)
            } else if list.path.is_ident("all") {
                if values.contains(&Some(false)) {
                    Some(false)
                } else if values.iter().all(|v| *v == Some(true)) {
                    Some(true)
                } else {
                    None
                }
            } else if list.path.is_ident("any") {
                if values.contains(&Some(true)) {
                    Some(true)
                } else if values.iter().all(|v| *v == Some(false)) {
                    Some(false)
                } else {
                    None
                }
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Facts read off a module's tokens.
#[derive(Default, Debug)]
pub struct TokenFacts {
    /// Every doc comment (`///`, `//!`, `/** */`, `/*! */`), not `#[doc = ...]` attributes.
    pub doc_comments: Vec<Range<usize>>,
    /// String-like literals that span several lines: their inner lines must not be re-indented.
    pub multiline_literals: Vec<Range<usize>>,
}

/// Walk the tokens of `source` (already known to parse).
pub fn token_facts(source: &str, tokens: TokenStream) -> TokenFacts {
    let mut facts = TokenFacts::default();
    walk_tokens(source, tokens, &mut facts);
    facts.doc_comments.dedup();
    facts
}

fn walk_tokens(source: &str, tokens: TokenStream, facts: &mut TokenFacts) {
    for token in tokens {
        match token {
            TokenTree::Group(group) => walk_tokens(source, group.stream(), facts),
            TokenTree::Punct(punct) if punct.as_char() == '#' => {
                let range = punct.span().byte_range();
                let text = source.get(range.clone()).unwrap_or("");
                if text.starts_with("//") || text.starts_with("/*") {
                    facts.doc_comments.push(range);
                }
            }
            TokenTree::Literal(literal) => {
                let range = literal.span().byte_range();
                if source.get(range.clone()).is_some_and(|t| t.contains('\n')) {
                    facts.multiline_literals.push(range);
                }
            }
            _ => {}
        }
    }
}

/// Widen a removal to whole lines when it is alone on its lines, taking one blank line
/// before it along when it leaves two blank lines (or a blank line before a `}` or the end).
pub fn whole_lines(source: &str, range: Range<usize>) -> Range<usize> {
    let line_start = source[..range.start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = source[range.end..].find('\n').map_or(source.len(), |i| range.end + i + 1);
    let blank = |s: &str| s.trim().is_empty();
    if !blank(&source[line_start..range.start]) || !blank(&source[range.end..line_end]) {
        return range;
    }
    let mut start = line_start;
    let next_line = source[line_end..].lines().next().unwrap_or("");
    let next_is_blank_or_close = blank(next_line) || next_line.trim_start().starts_with('}');
    if start > 0 && next_is_blank_or_close {
        let previous_start = source[..start - 1].rfind('\n').map_or(0, |i| i + 1);
        if blank(&source[previous_start..start]) {
            start = previous_start;
        }
    }
    start..line_end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn removed(source: &str) -> Vec<&str> {
        let file = syn::parse_file(source).unwrap();
        test_item_ranges(&file).into_iter().map(|r| &source[r]).collect()
    }

    #[test]
    fn finds_test_only_items_with_their_docs() {
        let source =
            "fn keep() {}\n/// helper\n#[cfg(test)]\nfn helper() {}\n#[cfg(not(test))]\nfn kept() {}\n";
        assert_eq!(removed(source), ["/// helper\n#[cfg(test)]\nfn helper() {}"]);
    }

    #[test]
    fn evaluates_cfg_predicates() {
        let source = "#[cfg(all(test, feature = \"x\"))] fn a() {}\n#[cfg(any(test, unix))] fn b() {}\n\
                      #[cfg(any(test, not(not(test))))] fn c() {}\n#[cfg(unix)] fn d() {}\n#[test] fn e() {}\n";
        assert_eq!(
            removed(source),
            [
                "#[cfg(all(test, feature = \"x\"))] fn a() {}",
                "#[cfg(any(test, not(not(test))))] fn c() {}",
                "#[test] fn e() {}"
            ]
        );
    }

    #[test]
    fn looks_inside_modules_impls_and_traits() {
        let source = "mod m { #[cfg(test)] fn t() {} }\nimpl S { #[cfg(test)] fn t() {} fn u() {} }\n\
                      trait T { #[cfg(test)] fn t() {} }\n";
        assert_eq!(removed(source).len(), 3);
    }

    #[test]
    fn doc_comments_and_multiline_literals() {
        let source =
            "//! inner\n/// outer\n#[doc = \"attr\"]\nconst S: &str = \"a\nb\";\n/** block */ fn f() {}\n";
        let facts = token_facts(source, source.parse().unwrap());
        let docs: Vec<&str> = facts.doc_comments.iter().map(|r| &source[r.clone()]).collect();
        assert_eq!(docs, ["//! inner", "/// outer", "/** block */"]);
        let literals: Vec<&str> = facts.multiline_literals.iter().map(|r| &source[r.clone()]).collect();
        assert_eq!(literals, ["\"a\nb\""]);
    }

    #[test]
    fn widens_to_whole_lines_only_when_alone() {
        let source = "a\n\n    x\nb";
        let x = source.find('x').unwrap();
        assert_eq!(&source[whole_lines(source, x..x + 1)], "    x\n");
        let source = "a\n\n    x\n}";
        let x = source.find('x').unwrap();
        assert_eq!(
            &source[whole_lines(source, x..x + 1)],
            "\n    x\n",
            "takes the blank line before a closing brace"
        );
        let source = "a x b\n";
        assert_eq!(whole_lines(source, 2..3), 2..3);
    }
}
