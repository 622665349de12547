//! Paths as the bundler sees them: `use` trees flattened into one path per imported name,
//! and `a::b::c` runs found in raw tokens (macro arguments and `macro_rules!` bodies, which
//! the parser leaves unparsed).

use proc_macro2::{Delimiter, Ident, Spacing, Span, TokenStream, TokenTree};
use syn::UseTree;

/// How a flattened `use` path ends.
#[derive(Clone, Debug)]
pub enum UseLeaf {
    /// `a::b` imports `b` (also `a::{self}`, where the last segment is `self`).
    Name,
    /// `a::b as c`.
    Rename(Ident),
    /// `a::b::*`.
    Glob,
}

/// One imported name of a `use` item: its segments from the root of the tree.
#[derive(Clone, Debug)]
pub struct UsePath {
    pub segments: Vec<Ident>,
    pub leaf: UseLeaf,
}

/// Every path a `use` tree imports, `use a::{b, c::{self as d, *}}` giving `a::b`,
/// `a::c::self as d` and `a::c::*`.
pub fn flatten_use(tree: &UseTree) -> Vec<UsePath> {
    let mut out = Vec::new();
    flatten_into(tree, &mut Vec::new(), &mut out);
    out
}

fn flatten_into(tree: &UseTree, prefix: &mut Vec<Ident>, out: &mut Vec<UsePath>) {
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.clone());
            flatten_into(&p.tree, prefix, out);
            prefix.pop();
        }
        UseTree::Name(n) => out.push(UsePath { segments: with(prefix, &n.ident), leaf: UseLeaf::Name }),
        UseTree::Rename(r) => {
            out.push(UsePath { segments: with(prefix, &r.ident), leaf: UseLeaf::Rename(r.rename.clone()) })
        }
        UseTree::Glob(_) => out.push(UsePath { segments: prefix.clone(), leaf: UseLeaf::Glob }),
        UseTree::Group(g) => {
            for item in &g.items {
                flatten_into(item, prefix, out);
            }
        }
    }
}

fn with(prefix: &[Ident], last: &Ident) -> Vec<Ident> {
    let mut segments = prefix.to_vec();
    segments.push(last.clone());
    segments
}

/// A run `a::b::c` (or `::a::b`) found in a token stream.
#[derive(Clone, Debug)]
pub struct TokenPath {
    /// The span of a leading `::`, when the run starts with one.
    pub leading_colon: Option<Span>,
    pub segments: Vec<Ident>,
}

/// Every maximal `ident (:: ident)*` run with at least two segments, in every group of
/// `tokens`; runs after `$` (macro metavariables such as `$crate`) are left out.
pub fn token_paths(tokens: TokenStream) -> Vec<TokenPath> {
    let mut out = Vec::new();
    walk(tokens, &mut out);
    out
}

fn walk(tokens: TokenStream, out: &mut Vec<TokenPath>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let is_path_sep = |i: usize| {
        matches!((tokens.get(i), tokens.get(i + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
    };
    let mut i = 0;
    while i < tokens.len() {
        if let TokenTree::Group(group) = &tokens[i] {
            if group.delimiter() != Delimiter::None || !group.stream().is_empty() {
                walk(group.stream(), out);
            }
            i += 1;
            continue;
        }
        let starts_run = matches!(tokens[i], TokenTree::Ident(_)) || is_path_sep(i);
        let continues_run = i >= 2 && is_path_sep(i - 2);
        let after_dollar = i >= 1 && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
        if !starts_run || continues_run {
            i += 1;
            continue;
        }
        let mut j = i;
        let mut leading_colon = None;
        if is_path_sep(j) {
            leading_colon = Some(tokens[j].span());
            j += 2;
        }
        let mut segments = Vec::new();
        while let Some(TokenTree::Ident(ident)) = tokens.get(j) {
            segments.push(ident.clone());
            if is_path_sep(j + 1) {
                j += 3;
            } else {
                j += 1;
                break;
            }
        }
        let long_enough = segments.len() >= 2 || (leading_colon.is_some() && !segments.is_empty());
        if long_enough && !after_dollar {
            out.push(TokenPath { leading_colon, segments });
        }
        i = j.max(i + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(path: &[Ident]) -> String {
        path.iter().map(Ident::to_string).collect::<Vec<_>>().join("::")
    }

    #[test]
    fn flattens_groups_renames_self_and_globs() {
        let item: syn::ItemUse = syn::parse_str("use a::{b, c::{self as d, *}, e::f as g};").unwrap();
        let flat: Vec<String> = flatten_use(&item.tree)
            .iter()
            .map(|p| {
                let leaf = match &p.leaf {
                    UseLeaf::Name => String::new(),
                    UseLeaf::Rename(r) => format!(" as {r}"),
                    UseLeaf::Glob => "::*".into(),
                };
                format!("{}{leaf}", names(&p.segments))
            })
            .collect();
        assert_eq!(flat, ["a::b", "a::c::self as d", "a::c::*", "a::e::f as g"]);
    }

    #[test]
    fn finds_paths_in_tokens() {
        let tokens: TokenStream =
            "println!(\"{}\", a::b::c(x), ::d::e, f(g::h), $crate::i::j, k :: l)".parse().unwrap();
        let found: Vec<String> = token_paths(tokens)
            .iter()
            .map(|p| format!("{}{}", if p.leading_colon.is_some() { "::" } else { "" }, names(&p.segments)))
            .collect();
        assert_eq!(found, ["a::b::c", "::d::e", "g::h", "k::l"]);
    }
}
