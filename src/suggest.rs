//! "Did you mean ...?": the closest known name to a misspelt one.

/// Levenshtein distance between two names, counted in characters.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != cb);
            current[j + 1] = substitution.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        previous = current;
    }
    previous[b.len()]
}

/// The candidate closest to `name`, if it is close enough to be a plausible typo
/// (at most a third of the name's length, and at least one edit allowed).
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let allowed = (name.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|c| (edit_distance(name, c), c))
        .filter(|&(d, _)| d <= allowed)
        .min()
        .map(|(_, c)| c)
}

/// Help text: "did you mean `x`?" when a candidate is close, then the full list.
pub fn help<'a>(name: &str, what: &str, candidates: impl IntoIterator<Item = &'a str> + Clone) -> String {
    let list: Vec<String> = candidates.clone().into_iter().map(|c| format!("`{c}`")).collect();
    let available = if list.is_empty() {
        format!("there are no {what}")
    } else {
        format!("available {what}: {}", list.join(", "))
    };
    match closest(name, candidates) {
        Some(best) => format!("did you mean `{best}`?\n{available}"),
        None => available,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("", ""), 0);
        assert_eq!(edit_distance("nim", ""), 3);
        assert_eq!(edit_distance("nim", "nim"), 0);
        assert_eq!(edit_distance("nmi", "nim"), 2);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("grundi", "grundy"), 1);
    }

    #[test]
    fn suggests_only_plausible_typos() {
        let modules = ["grundy", "misere", "nim", "oracle"];
        assert_eq!(closest("grundi", modules), Some("grundy"));
        assert_eq!(closest("nmi", modules), None, "two edits are too many for a 3-letter name");
        assert_eq!(closest("nin", modules), Some("nim"));
        assert_eq!(closest("xor", modules), None);
        let text = help("nin", "modules", modules);
        assert_eq!(text, "did you mean `nim`?\navailable modules: `grundy`, `misere`, `nim`, `oracle`");
        assert_eq!(help("q", "items", []), "there are no items");
    }
}
