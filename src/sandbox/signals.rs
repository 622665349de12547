//! The signal mask of the programs the sandbox starts. nimkit's threads block the interrupts
//! (one thread handles them, see [`super::process::supervised`]), and a child inherits its mask
//! across exec: every program, launcher and tool must start with an empty one.

use std::os::unix::process::CommandExt;
use std::process::Command;

/// Gives a started program an empty signal mask: nimkit's threads block the interrupts (see
/// [`super::process::supervised`]) and a child inherits its mask across exec. Async-signal-safe.
fn unblock_all_signals() {
    // SAFETY: sigemptyset and pthread_sigmask on a local set; both async-signal-safe.
    unsafe {
        let mut none: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut none);
        libc::pthread_sigmask(libc::SIG_SETMASK, &none, std::ptr::null_mut());
    }
}

/// For tools started with a plain [`Command`] (compilers, cargo): the same empty signal mask.
pub fn with_default_signals(command: &mut Command) -> &mut Command {
    // SAFETY: the closure only calls async-signal-safe functions.
    unsafe {
        command.pre_exec(|| {
            unblock_all_signals();
            Ok(())
        })
    }
}
