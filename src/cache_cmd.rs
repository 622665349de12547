//! `nimkit cache` (where the cache is, its size by kind, its cap) and `nimkit cache clean`
//! (empty it: only what nimkit made, never through a symbolic link, never outside it).

use std::fs;
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, SystemTime};

use crate::cache::cache_dir;
use crate::cache::eviction::{self, size_of, Kind};
use crate::judge::text::human_bytes;

/// Arguments of `nimkit cache`.
#[derive(clap::Args, Debug)]
#[command(after_help = "The cache is $NIMKIT_CACHE, else $XDG_CACHE_HOME/nimkit, else ~/.cache/nimkit. \
After each compile, the least recently used compiled programs are removed while the cache is over \
$NIMKIT_CACHE_MAX (bytes, or with K, M, G; default 2G).")]
pub struct CacheArgs {
    #[command(subcommand)]
    pub action: Option<CacheAction>,
}

#[derive(clap::Subcommand, Debug)]
pub enum CacheAction {
    /// Remove everything nimkit put in the cache (other files there are left alone, and so are
    /// the programs a running nimkit uses).
    Clean,
}

/// Unfinished builds younger than this may belong to a nimkit running now: left alone.
const BUSY: Duration = Duration::from_secs(3600);

pub fn run(args: &CacheArgs) -> ExitCode {
    let dir = cache_dir();
    match args.action {
        None => show(&dir),
        Some(CacheAction::Clean) => clean(&dir),
    }
}

fn show(dir: &Path) -> ExitCode {
    outln!("cache: {}", dir.display());
    let kinds = [
        Kind::Binaries,
        Kind::Crates,
        Kind::Generated,
        Kind::Problems,
        Kind::Lab,
        Kind::PackageFiles,
        Kind::Temporary,
    ];
    let mut sizes = [0u64; 7];
    let mut other = 0;
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let size = size_of(&entry.path());
        let name = entry.file_name().to_string_lossy().into_owned();
        match Kind::of(&name) {
            Some(kind) => sizes[kinds.iter().position(|k| *k == kind).unwrap_or(0)] += size,
            None if name == eviction::MARKER => {}
            None => other += size,
        }
    }
    for (kind, size) in kinds.iter().zip(sizes) {
        outln!("  {:24} {:>10}", kind.label(), human_bytes(size));
    }
    if other > 0 {
        outln!("  {:24} {:>10}", "other files (not nimkit's)", human_bytes(other));
    }
    let total: u64 = sizes.iter().sum::<u64>() + other;
    match eviction::cap() {
        Ok(cap) => {
            outln!("  {:24} {:>10} (cap {}, NIMKIT_CACHE_MAX)", "total", human_bytes(total), human_bytes(cap))
        }
        Err(message) => {
            outln!("  {:24} {:>10}", "total", human_bytes(total));
            eprintln!("nimkit cache: {message}");
            return ExitCode::from(2);
        }
    }
    outln!("empty it with: nimkit cache clean");
    ExitCode::SUCCESS
}

/// What `cache clean` did, for its report.
#[derive(Debug, Default)]
struct Tally {
    freed: u64,
    removed: usize,
    /// Unfinished builds started within [`BUSY`].
    kept_busy: usize,
    /// Compiled programs a running nimkit holds (see `eviction::hold`).
    kept_in_use: usize,
    /// Entries nimkit did not make, links included (nimkit makes none).
    foreign: usize,
    failures: Vec<String>,
}

impl Tally {
    fn removed(&mut self, size: u64) {
        self.freed += size;
        self.removed += 1;
    }
}

fn clean(dir: &Path) -> ExitCode {
    let tally = match clean_entries(dir) {
        Ok(Some(tally)) => tally,
        Ok(None) => {
            outln!("{}: no cache yet, nothing to clean", dir.display());
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("nimkit cache clean: {message}");
            return ExitCode::from(2);
        }
    };
    let Tally { freed, removed, kept_busy, kept_in_use, foreign, failures } = tally;
    outln!("cleaned {}: {} freed ({removed} entries)", dir.display(), human_bytes(freed));
    if kept_in_use > 0 {
        outln!("  kept {kept_in_use} compiled program(s) in use by a running nimkit");
    }
    if kept_busy > 0 {
        outln!("  kept {kept_busy} build(s) started in the last hour: a nimkit may be running");
    }
    if foreign > 0 {
        outln!("  left {foreign} entr(y/ies) nimkit did not make");
    }
    if failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!("nimkit cache clean: could not remove:\n  {}", failures.join("\n  "));
        ExitCode::from(3)
    }
}

/// Removes what nimkit made in the cache `dir` and may remove now; `None` when there is no
/// cache, an error (bad input) when `dir` is no folder or does not look like nimkit's.
fn clean_entries(dir: &Path) -> Result<Option<Tally>, String> {
    let Ok(meta) = fs::symlink_metadata(dir) else { return Ok(None) };
    if !meta.is_dir() {
        return Err(format!(
            "{} is not a folder (a symbolic link or a file): refusing to clean through it",
            dir.display()
        ));
    }
    let foreign = eviction::foreign_entries(dir);
    if !eviction::is_marked(dir) && !foreign.is_empty() {
        let shown: Vec<&str> = foreign.iter().take(5).map(String::as_str).collect();
        let more = if foreign.len() > shown.len() { ", ..." } else { "" };
        return Err(format!(
            "{} does not look like nimkit's cache: it has no {} written by nimkit and holds {} \
             entr(y/ies) nimkit did not make ({}{more}); refusing to clean it\n  \
             help: point NIMKIT_CACHE at a folder of nimkit's own (or unset it), or remove nimkit's \
             entries by hand",
            dir.display(),
            eviction::MARKER,
            foreign.len(),
            shown.join(", ")
        ));
    }
    let mut tally = Tally::default();
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        let Some(kind) = Kind::of(&entry.file_name().to_string_lossy()) else {
            // The marker stays: the folder is still nimkit's cache.
            if entry.file_name() != eviction::MARKER {
                tally.foreign += 1;
            }
            continue;
        };
        let Ok(meta) = path.symlink_metadata() else { continue };
        if meta.file_type().is_symlink() {
            // Named like nimkit's, but nimkit makes no links: someone else's.
            tally.foreign += 1;
        } else if kind.is_store() && meta.is_dir() {
            clean_store(&path, kind, &mut tally);
        } else if kind == Kind::Temporary && is_recent(&meta) {
            tally.kept_busy += 1;
        } else {
            remove(&path, &meta, &mut tally);
        }
    }
    Ok(Some(tally))
}

/// Empties one of the cache's stores (`bin/`, `generated/`, ...) entry by entry: only what
/// nimkit made, never a compiled program a running nimkit holds (it would fail to start it
/// again), never a build younger than [`BUSY`]; the folder itself goes once empty.
fn clean_store(store: &Path, kind: Kind, tally: &mut Tally) {
    for entry in fs::read_dir(store).into_iter().flatten().flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        let Ok(meta) = path.symlink_metadata() else { continue };
        if !eviction::made_inside(&name) || meta.file_type().is_symlink() {
            tally.foreign += 1;
        } else if name.starts_with('.') && is_recent(&meta) {
            tally.kept_busy += 1;
        } else if kind == Kind::Binaries && !name.starts_with('.') {
            let size = size_of(&path);
            match eviction::remove_unless_held(&path) {
                Ok(true) => tally.removed(size),
                Ok(false) => tally.kept_in_use += 1,
                Err(e) => tally.failures.push(format!("{}: {e}", path.display())),
            }
        } else {
            remove(&path, &meta, tally);
        }
    }
    // Fails while anything stays in it: then it stays too.
    let _ = fs::remove_dir(store);
}

/// Removes `path` (a folder whole: nimkit's, named by nimkit), counted in `tally`.
fn remove(path: &Path, meta: &fs::Metadata, tally: &mut Tally) {
    let size = size_of(path);
    // A link is removed as a link: remove_dir_all never follows one inside the tree.
    let result = if meta.is_dir() { fs::remove_dir_all(path) } else { fs::remove_file(path) };
    match result {
        Ok(()) => tally.removed(size),
        Err(e) => tally.failures.push(format!("{}: {e}", path.display())),
    }
}

/// Modified within [`BUSY`]: possibly the work of a nimkit running now.
fn is_recent(meta: &fs::Metadata) -> bool {
    meta.modified().ok().and_then(|m| SystemTime::now().duration_since(m).ok()).is_some_and(|age| age < BUSY)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file of `len` bytes at `path`, its folders made.
    fn file(path: &Path, len: usize) {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, vec![b'x'; len]).unwrap();
    }

    #[test]
    fn clean_keeps_the_programs_a_running_nimkit_holds_and_says_how_many() {
        let cache = tempfile::tempdir().unwrap();
        let dir = cache.path();
        fs::write(dir.join(eviction::MARKER), eviction::MARKER_TEXT).unwrap();
        let (held, free, folder) = (
            dir.join("bin/00000000000000d1"),
            dir.join("bin/00000000000000d2"),
            dir.join("bin/00000000000000d3.dir"),
        );
        file(&held, 10);
        file(&free, 10);
        file(&folder.join("run"), 10);
        // A flock is per open file: this process holding it stands for another nimkit running.
        assert!(eviction::hold(&held) && eviction::hold(&folder));
        let tally = clean_entries(dir).unwrap().unwrap();
        assert!(held.is_file() && folder.join("run").is_file(), "a program in use was removed");
        assert!(!free.exists());
        assert_eq!((tally.removed, tally.kept_in_use, tally.foreign), (1, 2, 0));
        assert!(tally.failures.is_empty(), "{:?}", tally.failures);
        assert!(dir.join(eviction::MARKER).is_file(), "the folder stays marked as nimkit's");
    }

    #[test]
    fn clean_refuses_a_folder_with_other_files_unless_nimkit_marked_it_and_then_takes_only_its_own() {
        let home = tempfile::tempdir().unwrap();
        let dir = home.path();
        for theirs in [".ssh/id_ed25519", ".bashrc", ".config/app.toml", "bin/mytool", "generated/mine.txt"] {
            file(&dir.join(theirs), 5);
        }
        for ours in
            ["bin/00000000000000e1", "lab/00000000000000e2/game.rs", "crates-00000000000000e3/lib.rlib"]
        {
            file(&dir.join(ours), 5);
        }
        let refused = clean_entries(dir).unwrap_err();
        assert!(
            refused.contains("does not look like nimkit's cache") && refused.contains(".bashrc"),
            "{refused}"
        );
        assert!(dir.join("bin/00000000000000e1").is_file(), "a refused clean removes nothing");

        fs::write(dir.join(eviction::MARKER), eviction::MARKER_TEXT).unwrap();
        let tally = clean_entries(dir).unwrap().unwrap();
        for theirs in [".ssh/id_ed25519", ".bashrc", ".config/app.toml", "bin/mytool", "generated/mine.txt"] {
            assert!(dir.join(theirs).is_file(), "{theirs} was removed");
        }
        for ours in ["bin/00000000000000e1", "lab", "crates-00000000000000e3"] {
            assert!(!dir.join(ours).exists(), "{ours} was left");
        }
        assert_eq!(tally.foreign, 5, "three in the folder, one in bin/, one in generated/");
    }

    #[test]
    fn a_folder_of_nimkits_entries_only_is_cleaned_without_a_marker() {
        let cache = tempfile::tempdir().unwrap();
        file(&cache.path().join("generated/00000000000000f1.in"), 5);
        file(&cache.path().join("problems-00000000000000f2/nim/problem.toml"), 5);
        let tally = clean_entries(cache.path()).unwrap().unwrap();
        assert_eq!(tally.removed, 2);
        assert_eq!(fs::read_dir(cache.path()).unwrap().count(), 0, "generated/ goes once empty");
    }
}
