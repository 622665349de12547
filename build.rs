//! Embeds every library module (`snippets/*.rs` except lib.rs) into the tool, so `nimkit`
//! can bundle and print snippets from anywhere, with no hand-maintained list of modules.
use std::{env, fs, path::Path};

fn main() {
    let root = env::var("CARGO_MANIFEST_DIR").unwrap();
    let snippets = Path::new(&root).join("snippets");
    println!("cargo:rerun-if-changed={}", snippets.display());
    let mut names: Vec<String> = fs::read_dir(&snippets)
        .expect("read snippets/")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|n| n != "lib")
        .collect();
    names.sort();
    let mut out = String::from("/// Every library module as (name, source), sorted by name.\npub const MODULES: &[(&str, &str)] = &[\n");
    for name in &names {
        let path = snippets.join(format!("{name}.rs"));
        println!("cargo:rerun-if-changed={}", path.display());
        out.push_str(&format!("    ({name:?}, include_str!({:?})),\n", path.display().to_string()));
    }
    out.push_str("];\n");
    fs::write(Path::new(&env::var("OUT_DIR").unwrap()).join("modules.rs"), out).unwrap();
}
