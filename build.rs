//! Embeds the library (`snippets/*.rs` except lib.rs) and the problem set (every file under
//! `problems/`) into the tool, so an installed `nimkit` bundles, lists and judges from any
//! folder after the clone is gone. Both listings are generated here, never written by hand.
use std::{env, fs, path::Path};

fn main() {
    let root = env::var("CARGO_MANIFEST_DIR").unwrap();
    let out_dir = env::var("OUT_DIR").unwrap();
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
    fs::write(Path::new(&out_dir).join("modules.rs"), out).unwrap();
    embed_problems(&Path::new(&root).join("problems"), &out_dir);
}

/// `PROBLEM_FILES`: (path relative to problems/, bytes) for every file, sorted; and
/// `PROBLEM_SET_HASH`, an FNV-1a hash of all paths and contents, which names the cache folder
/// the set is extracted to (a rebuilt binary with other problems extracts afresh).
fn embed_problems(problems: &Path, out_dir: &str) {
    // A directory here makes cargo rebuild when anything below it changes, files added included.
    println!("cargo:rerun-if-changed={}", problems.display());
    let mut files = Vec::new();
    let mut pending = vec![problems.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries {
            let path = entry.unwrap().path();
            let hidden = path.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.'));
            if hidden {
                continue;
            }
            let kind = fs::symlink_metadata(&path).unwrap().file_type();
            if kind.is_dir() {
                pending.push(path);
            } else if kind.is_file() {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut feed = |bytes: &[u8]| {
        for &byte in bytes {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    let mut out = String::from(
        "/// Every file of the problem set as (path relative to problems/, contents), sorted.\n\
         pub const PROBLEM_FILES: &[(&str, &[u8])] = &[\n",
    );
    for path in &files {
        let relative = path.strip_prefix(problems).unwrap().to_string_lossy().replace('\\', "/");
        feed(relative.as_bytes());
        feed(&[0]);
        feed(&fs::read(path).unwrap());
        feed(&[0]);
        out.push_str(&format!("    ({relative:?}, include_bytes!({:?})),\n", path.display().to_string()));
    }
    out.push_str("];\n");
    out.push_str(&format!(
        "/// FNV-1a of every embedded path and content.\npub const PROBLEM_SET_HASH: u64 = {hash:#x};\n"
    ));
    fs::write(Path::new(out_dir).join("problems.rs"), out).unwrap();
}
