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
    /// Remove everything nimkit put in the cache (other files there are left alone).
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
    println!("cache: {}", dir.display());
    let kinds = [Kind::Binaries, Kind::Crates, Kind::Generated, Kind::Problems, Kind::Temporary];
    let mut sizes = [0u64; 5];
    let mut other = 0;
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let size = size_of(&entry.path());
        match Kind::of(&entry.file_name().to_string_lossy()) {
            Some(kind) => sizes[kinds.iter().position(|k| *k == kind).unwrap_or(0)] += size,
            None => other += size,
        }
    }
    for (kind, size) in kinds.iter().zip(sizes) {
        println!("  {:24} {:>10}", kind.label(), human_bytes(size));
    }
    if other > 0 {
        println!("  {:24} {:>10}", "other files (not nimkit's)", human_bytes(other));
    }
    let total: u64 = sizes.iter().sum::<u64>() + other;
    match eviction::cap() {
        Ok(cap) => println!(
            "  {:24} {:>10} (cap {}, NIMKIT_CACHE_MAX)",
            "total",
            human_bytes(total),
            human_bytes(cap)
        ),
        Err(message) => {
            println!("  {:24} {:>10}", "total", human_bytes(total));
            eprintln!("nimkit cache: {message}");
            return ExitCode::from(2);
        }
    }
    println!("empty it with: nimkit cache clean");
    ExitCode::SUCCESS
}

fn clean(dir: &Path) -> ExitCode {
    let meta = match fs::symlink_metadata(dir) {
        Ok(meta) => meta,
        Err(_) => {
            println!("{}: no cache yet, nothing to clean", dir.display());
            return ExitCode::SUCCESS;
        }
    };
    if !meta.is_dir() {
        eprintln!(
            "nimkit cache clean: {} is not a folder (a symbolic link or a file): refusing to clean through it",
            dir.display()
        );
        return ExitCode::from(2);
    }
    let (mut freed, mut removed, mut kept_busy, mut foreign) = (0u64, 0usize, 0usize, 0usize);
    let mut failures = Vec::new();
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        let Some(kind) = Kind::of(&entry.file_name().to_string_lossy()) else {
            foreign += 1;
            continue;
        };
        let Ok(meta) = path.symlink_metadata() else { continue };
        let recent = meta
            .modified()
            .ok()
            .and_then(|m| SystemTime::now().duration_since(m).ok())
            .is_some_and(|age| age < BUSY);
        if kind == Kind::Temporary && recent {
            kept_busy += 1;
            continue;
        }
        let size = size_of(&path);
        // A link is removed as a link: remove_dir_all never follows one inside the tree.
        let result = if meta.is_dir() { fs::remove_dir_all(&path) } else { fs::remove_file(&path) };
        match result {
            Ok(()) => {
                freed += size;
                removed += 1;
            }
            Err(e) => failures.push(format!("{}: {e}", path.display())),
        }
    }
    println!("cleaned {}: {} freed ({removed} entries)", dir.display(), human_bytes(freed));
    if kept_busy > 0 {
        println!("  kept {kept_busy} build(s) started in the last hour: a nimkit may be running");
    }
    if foreign > 0 {
        println!("  left {foreign} entr(y/ies) nimkit did not make");
    }
    if failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!("nimkit cache clean: could not remove:\n  {}", failures.join("\n  "));
        ExitCode::from(3)
    }
}
