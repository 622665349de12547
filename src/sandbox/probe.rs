//! Which containment mechanisms the kernel grants, found once per nimkit process by running
//! the launcher in its probe mode (a fresh single-threaded process may try `unshare` freely).

use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::launcher;

/// The environment variable that turns mechanisms off after probing: `fallback` (every one),
/// or a comma-separated list of [`TurnedOff::WORDS`].
pub const SANDBOX_VAR: &str = "NIMKIT_SANDBOX";

/// The mechanisms `NIMKIT_SANDBOX` turns off (each then takes its fallback, as on a kernel
/// that does not grant it), so that every path can be exercised on one machine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurnedOff {
    pub pid_namespace: bool,
    pub landlock: bool,
    pub memory_cgroup: bool,
    pub pids_cgroup: bool,
    pub kill_cgroup: bool,
    pub read_only_view: bool,
}

impl TurnedOff {
    /// The words of a list, besides `fallback` (all of them).
    pub const WORDS: [&'static str; 6] = [
        "no-pid-namespace",
        "no-landlock",
        "no-memory-cgroup",
        "no-pids-cgroup",
        "no-kill-cgroup",
        "no-read-only-view",
    ];

    pub fn all() -> TurnedOff {
        TurnedOff {
            pid_namespace: true,
            landlock: true,
            memory_cgroup: true,
            pids_cgroup: true,
            kill_cgroup: true,
            read_only_view: true,
        }
    }

    /// Reads the variable's value: `fallback`, or words separated by commas (blanks around
    /// them and empty ones ignored; an empty value turns nothing off). An unknown word makes
    /// the whole value an error, whose text names the variable and the accepted words.
    pub fn parse(value: &str) -> Result<TurnedOff, String> {
        let mut off = TurnedOff::default();
        let mut unknown = Vec::new();
        for word in value.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match word {
                "fallback" => off = TurnedOff::all(),
                "no-pid-namespace" => off.pid_namespace = true,
                "no-landlock" => off.landlock = true,
                "no-memory-cgroup" => off.memory_cgroup = true,
                "no-pids-cgroup" => off.pids_cgroup = true,
                "no-kill-cgroup" => off.kill_cgroup = true,
                "no-read-only-view" => off.read_only_view = true,
                _ => unknown.push(format!("`{word}`")),
            }
        }
        if unknown.is_empty() {
            return Ok(off);
        }
        Err(format!(
            "{SANDBOX_VAR}: unknown {} {} (accepted: `fallback`, or a comma-separated list of {})",
            if unknown.len() == 1 { "word" } else { "words" },
            unknown.join(", "),
            TurnedOff::WORDS.map(|w| format!("`{w}`")).join(", ")
        ))
    }
}

/// What the kernel lets an unprivileged run use; every field has a fallback when absent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mechanisms {
    /// A new PID namespace (in a new user namespace when not privileged): the whole tree dies
    /// with its init.
    pub pid_namespace: bool,
    /// Landlock ABI version, 0 when absent.
    pub landlock_abi: i32,
    /// A cgroup under which each run gets a memory cgroup of its own.
    pub memory_cgroup: Option<CgroupParent>,
    /// A cgroup under which each run gets a pids cgroup of its own.
    pub pids_cgroup: Option<CgroupParent>,
    /// A cgroup v2 directory whose children have `cgroup.kill`.
    pub kill_cgroup: Option<PathBuf>,
    /// A read-only view of the file system (a mount namespace, see [`super::view`]).
    #[serde(default)]
    pub read_only_view: bool,
    /// Whether a process can make only one PID namespace (it made it in a user namespace of
    /// its own, which cannot go back to the PID namespace it came from): a zygote then forks
    /// a launcher per run.
    #[serde(default)]
    pub one_pid_namespace_per_process: bool,
}

/// A writable cgroup directory and its hierarchy's version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CgroupParent {
    pub path: PathBuf,
    pub v2: bool,
}

impl Mechanisms {
    /// Whether programs can reach the judge and its launchers: no PID namespace hides them and
    /// no Landlock domain keeps programs out, so a program of the same user could open their
    /// descriptors through /proc/PID/fd (a run's report pipe among them).
    pub fn programs_reach_the_judge(&self) -> bool {
        !self.pid_namespace && self.landlock_abi == 0
    }

    /// The weakest set: what every Linux kernel offers.
    pub fn fallback() -> Mechanisms {
        Mechanisms::default()
    }

    /// These mechanisms with those of `off` turned off.
    pub fn without(self, off: TurnedOff) -> Mechanisms {
        let pid_namespace = self.pid_namespace && !off.pid_namespace;
        Mechanisms {
            // The view needs the PID namespace's privilege, and the launcher enters it only then.
            read_only_view: self.read_only_view && pid_namespace && !off.read_only_view,
            one_pid_namespace_per_process: self.one_pid_namespace_per_process && pid_namespace,
            pid_namespace,
            landlock_abi: if off.landlock { 0 } else { self.landlock_abi },
            memory_cgroup: self.memory_cgroup.filter(|_| !off.memory_cgroup),
            pids_cgroup: self.pids_cgroup.filter(|_| !off.pids_cgroup),
            kill_cgroup: self.kill_cgroup.filter(|_| !off.kill_cgroup),
        }
    }

    /// How the tree is kept and killed, and who may write where: `pid-namespace, landlock`.
    pub fn isolation(&self) -> String {
        let mut parts = vec![if self.pid_namespace {
            "pid-namespace"
        } else if self.kill_cgroup.is_some() {
            "cgroup.kill"
        } else {
            "subreaper (fallback)"
        }
        .to_string()];
        parts.push(match self.landlock_abi {
            0 => "no landlock (writes anywhere the user may)".to_string(),
            1..=5 => "landlock".to_string(),
            _ => "landlock with signal scoping".to_string(),
        });
        if self.read_only_view {
            parts.push("read-only view".to_string());
        }
        parts.join(", ")
    }

    /// How resident memory is measured and limited.
    pub fn memory(&self) -> &'static str {
        match &self.memory_cgroup {
            Some(CgroupParent { v2: false, .. }) => "cgroup v1",
            Some(CgroupParent { v2: true, .. }) => "cgroup v2",
            None => "rss polling (fallback)",
        }
    }

    /// How the process count is capped.
    pub fn processes(&self) -> &'static str {
        match &self.pids_cgroup {
            Some(CgroupParent { v2: false, .. }) => "cgroup v1 pids",
            Some(CgroupParent { v2: true, .. }) => "cgroup v2 pids",
            // Root ignores RLIMIT_NPROC: the launcher polls. Otherwise its count starts afresh in
            // the user namespace a PID namespace is made in, else it comes on top of the
            // machine's tasks (see the launcher).
            None if is_root() => "polling (fallback)",
            None if self.pid_namespace => "RLIMIT_NPROC in a user namespace",
            None => "RLIMIT_NPROC over the user's processes (fallback)",
        }
    }

    /// Whether a weaker fallback is in effect anywhere (worth one warning line).
    pub fn is_weakened(&self) -> bool {
        !self.pid_namespace || self.landlock_abi == 0 || self.memory_cgroup.is_none()
    }
}

/// Whether we run as root (whom `RLIMIT_NPROC` does not bind).
pub fn is_root() -> bool {
    // SAFETY: plain getter.
    unsafe { libc::geteuid() == 0 }
}

/// Runs in the probe process: tries each mechanism for real.
pub fn probe_here() -> Mechanisms {
    let memory_cgroup = writable_cgroup("memory", "memory.limit_in_bytes", "memory.max");
    let pids_cgroup = writable_cgroup("pids", "pids.max", "pids.max");
    let kill_cgroup =
        v2_cgroup_dir().filter(|dir| try_child_cgroup(dir, |child| child.join("cgroup.kill").exists()));
    let (pid_namespace, one_pid_namespace_per_process) = pid_namespace_works();
    let landlock_abi = landlock_abi();
    // The view needs the privilege PID namespaces need; entered last, as the probe exits next.
    let read_only_view = pid_namespace && super::view::View::enter(&std::env::temp_dir()).is_ok();
    Mechanisms {
        pid_namespace,
        one_pid_namespace_per_process,
        landlock_abi,
        memory_cgroup,
        pids_cgroup,
        kill_cgroup,
        read_only_view,
    }
}

/// The Landlock ABI the kernel speaks (`landlock_create_ruleset` with the VERSION flag).
fn landlock_abi() -> i32 {
    const LANDLOCK_CREATE_RULESET_VERSION: libc::c_uint = 1;
    // SAFETY: documented query form: null attributes, size 0, the version flag.
    let abi = unsafe {
        libc::syscall(
            libc::SYS_landlock_create_ruleset,
            std::ptr::null::<u8>(),
            0usize,
            LANDLOCK_CREATE_RULESET_VERSION,
        )
    };
    abi.max(0) as i32
}

/// Starts a PID namespace as a launcher does (see [`launcher::PidNamespaces`]) and checks that
/// a child can be started in it: pid 2, its init being 1. Where the process could go back to
/// its own namespace, a second one must work too; where it could not (a user namespace of its
/// own), one per process is what there is. Whether it works, and whether only once.
fn pid_namespace_works() -> (bool, bool) {
    let Ok(mut namespaces) = launcher::PidNamespaces::new() else { return (false, false) };
    let mut one_run = || {
        let mut stack = launcher::ChildStack::new();
        let Ok(init) = namespaces.start_init(&mut stack) else { return (false, false) };
        // SAFETY: this probe process is single-threaded; the child only exits.
        let works = unsafe {
            let child = libc::fork();
            if child == 0 {
                libc::_exit(if libc::getpid() == 2 { 0 } else { 1 });
            }
            let mut status = 0;
            child > 0
                && libc::waitpid(child, &mut status, 0) == child
                && libc::WIFEXITED(status)
                && libc::WEXITSTATUS(status) == 0
        };
        let left = namespaces.leave();
        // Its stack outlives it: reaped here.
        launcher::kill_init(Some(init));
        (works, left)
    };
    match one_run() {
        // Made in a user namespace of our own, which cannot go back to the namespace it came
        // from: one PID namespace per process (a zygote forks a launcher per run).
        (true, false) => (true, true),
        (true, true) => (one_run().0, false),
        (false, _) => (false, false),
    }
}

/// Our own cgroup for `controller`, if a child cgroup can be made there with `v1_file` (or
/// `v2_file` on a unified hierarchy where the controller is delegated) writable.
fn writable_cgroup(controller: &str, v1_file: &str, v2_file: &str) -> Option<CgroupParent> {
    if let Some(dir) = v1_cgroup_dir(controller) {
        if try_child_cgroup(&dir, |child| {
            fs::write(child.join(v1_file), "268435456").is_ok()
                || fs::write(child.join(v1_file), "256").is_ok()
        }) {
            return Some(CgroupParent { path: dir, v2: false });
        }
    }
    let dir = v2_cgroup_dir()?;
    let delegated = fs::read_to_string(dir.join("cgroup.subtree_control")).unwrap_or_default();
    if !delegated.split_whitespace().any(|c| c == controller) {
        return None;
    }
    try_child_cgroup(&dir, |child| fs::write(child.join(v2_file), "max").is_ok())
        .then_some(CgroupParent { path: dir, v2: true })
}

/// Makes and removes a probe child of `dir`, answering `check` about it.
fn try_child_cgroup(dir: &Path, check: impl FnOnce(&Path) -> bool) -> bool {
    let child = dir.join(format!("nimkit-probe-{}", std::process::id()));
    if fs::create_dir(&child).is_err() {
        return false;
    }
    let ok = check(&child);
    let _ = fs::remove_dir(&child);
    ok
}

/// (mount point, mount root, fstype, super options) of every cgroup mount.
fn cgroup_mounts() -> Vec<(PathBuf, String, String, String)> {
    let text = fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let (before, after) = line.split_once(" - ")?;
            let fields: Vec<&str> = before.split(' ').collect();
            let tail: Vec<&str> = after.split(' ').collect();
            let fstype = *tail.first()?;
            (fstype == "cgroup" || fstype == "cgroup2").then(|| {
                (
                    PathBuf::from(fields.get(4).copied().unwrap_or("")),
                    fields.get(3).copied().unwrap_or("/").to_string(),
                    fstype.to_string(),
                    tail.get(2).copied().unwrap_or("").to_string(),
                )
            })
        })
        .collect()
}

/// Our cgroup's path for `hierarchy` (a v1 controller, or "" for the v2 line).
fn own_cgroup(hierarchy: &str) -> Option<String> {
    let text = fs::read_to_string("/proc/self/cgroup").ok()?;
    text.lines().find_map(|line| {
        let mut parts = line.splitn(3, ':');
        let (_, controllers, path) = (parts.next()?, parts.next()?, parts.next()?);
        let matches = if hierarchy.is_empty() {
            controllers.is_empty()
        } else {
            controllers.split(',').any(|c| c == hierarchy)
        };
        matches.then(|| path.to_string())
    })
}

fn join_cgroup(mount: &Path, root: &str, path: &str) -> PathBuf {
    let relative = path.strip_prefix(root).unwrap_or(path).trim_start_matches('/');
    mount.join(relative)
}

fn v1_cgroup_dir(controller: &str) -> Option<PathBuf> {
    let path = own_cgroup(controller)?;
    let (mount, root, _, _) = cgroup_mounts()
        .into_iter()
        .find(|(_, _, fstype, options)| fstype == "cgroup" && options.split(',').any(|o| o == controller))?;
    Some(join_cgroup(&mount, &root, &path))
}

fn v2_cgroup_dir() -> Option<PathBuf> {
    let path = own_cgroup("")?;
    let (mount, root, _, _) = cgroup_mounts().into_iter().find(|(_, _, fstype, _)| fstype == "cgroup2")?;
    Some(join_cgroup(&mount, &root, &path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fallback_names_itself_in_every_part() {
        let fallback = Mechanisms::fallback();
        assert!(
            fallback.isolation().starts_with("subreaper (fallback), no landlock"),
            "{}",
            fallback.isolation()
        );
        assert_eq!(fallback.memory(), "rss polling (fallback)");
        assert!(fallback.is_weakened());
        let strong = Mechanisms {
            pid_namespace: true,
            landlock_abi: 6,
            memory_cgroup: Some(CgroupParent { path: "/x".into(), v2: false }),
            pids_cgroup: None,
            kill_cgroup: None,
            read_only_view: true,
            one_pid_namespace_per_process: false,
        };
        assert_eq!(strong.isolation(), "pid-namespace, landlock with signal scoping, read-only view");
        assert_eq!(strong.memory(), "cgroup v1");
        assert!(!strong.is_weakened());
    }

    #[test]
    fn the_sandbox_variable_turns_off_what_it_names_and_rejects_a_typo() {
        assert_eq!(TurnedOff::parse(""), Ok(TurnedOff::default()));
        assert_eq!(TurnedOff::parse("fallback"), Ok(TurnedOff::all()));
        assert_eq!(TurnedOff::parse(&TurnedOff::WORDS.join(",")), Ok(TurnedOff::all()));
        assert_eq!(
            TurnedOff::parse(" no-pid-namespace, no-landlock ,"),
            Ok(TurnedOff { pid_namespace: true, landlock: true, ..TurnedOff::default() })
        );
        let error = TurnedOff::parse("no-landlock,no-pid-namspace").unwrap_err();
        assert!(error.starts_with("NIMKIT_SANDBOX: unknown word `no-pid-namspace`"), "{error}");
        assert!(TurnedOff::WORDS.iter().all(|word| error.contains(word)), "{error}");
    }

    /// Without a PID namespace the room is emptied by `cgroup.kill` where there is one, and the
    /// descriptions say so.
    #[test]
    fn mechanisms_turned_off_are_described_as_their_fallbacks() {
        let v1 = |path: &str| Some(CgroupParent { path: path.into(), v2: false });
        let all = Mechanisms {
            pid_namespace: true,
            landlock_abi: 6,
            memory_cgroup: v1("/m"),
            pids_cgroup: v1("/p"),
            kill_cgroup: Some("/u".into()),
            read_only_view: true,
            one_pid_namespace_per_process: false,
        };
        let off = |value: &str| all.clone().without(TurnedOff::parse(value).unwrap());
        assert_eq!(off(""), all);
        assert_eq!(off("fallback"), Mechanisms::fallback());
        let no_namespace = off("no-pid-namespace");
        assert_eq!(no_namespace.isolation(), "cgroup.kill, landlock with signal scoping");
        assert_eq!((no_namespace.memory(), no_namespace.processes()), ("cgroup v1", "cgroup v1 pids"));
        assert!(no_namespace.is_weakened());
        assert!(!no_namespace.read_only_view, "the view goes with the PID namespace");
        assert_eq!(
            off("no-read-only-view").isolation(),
            "pid-namespace, landlock with signal scoping",
            "the view alone turned off"
        );
        assert_eq!(all.isolation(), "pid-namespace, landlock with signal scoping, read-only view");
        let bare = off("no-pid-namespace,no-landlock,no-kill-cgroup,no-memory-cgroup");
        assert_eq!(bare.isolation(), "subreaper (fallback), no landlock (writes anywhere the user may)");
        assert_eq!((bare.memory(), bare.processes()), ("rss polling (fallback)", "cgroup v1 pids"));
        let no_pids = off("no-pids-cgroup");
        let expected = if is_root() { "polling (fallback)" } else { "RLIMIT_NPROC in a user namespace" };
        assert_eq!(no_pids.processes(), expected);
    }

    #[test]
    fn cgroup_paths_are_joined_below_the_mount_root() {
        assert_eq!(
            join_cgroup(Path::new("/sys/fs/cgroup/memory"), "/", "/a/b"),
            PathBuf::from("/sys/fs/cgroup/memory/a/b")
        );
        assert_eq!(
            join_cgroup(Path::new("/sys/fs/cgroup/memory"), "/a", "/a/b"),
            PathBuf::from("/sys/fs/cgroup/memory/b")
        );
    }
}
