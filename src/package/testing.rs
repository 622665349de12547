//! Helpers for the tests of the package readers.

use std::fs;
use std::path::Path;

use super::layout::discover_folder;
use super::listing::Answers;
use super::set::target_in;

pub fn write(dir: &Path, name: &str, text: &str) {
    let path = dir.join(name);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// What `nimkit test DIR` judges: (name, input, answer) relative to `dir`, in order.
pub fn judged(dir: &Path) -> Result<Vec<(String, String, String)>, String> {
    let target = target_in(dir).map_err(|e| e.to_string())?;
    let cases = discover_folder(&target.tests_dir(), Answers::Required).map_err(|e| e.to_string())?;
    let relative = |p: &Path| p.strip_prefix(dir).unwrap().display().to_string();
    Ok(cases
        .into_iter()
        .map(|c| (c.name, relative(&c.input), c.answer.as_deref().map(relative).unwrap_or_default()))
        .collect())
}

pub fn triples(expected: &[(&str, &str, &str)]) -> Vec<(String, String, String)> {
    expected.iter().map(|&(n, i, a)| (n.into(), i.into(), a.into())).collect()
}
