/*
 * hwpoison [N]: poison N (default 1) dirty anonymous pages of this process
 * with madvise(MADV_HWPOISON), as a real uncorrected memory error would be
 * handled: the kernel's memory_failure() runs and ras:memory_failure_event
 * fires ("dirty LRU page: Recovered").  Prints each page's pfn (from
 * /proc/self/pagemap, read before the poison) so the test can match it.
 *
 * Linux 6.12 also sends the caller SIGBUS (BUS_MCEERR_AR, "Sending SIGBUS to
 * hwpoison:PID due to hardware memory corruption"), as for a real error in a
 * page it has mapped; 6.1 did not. The handler notes it ("sigbus BUS_MCEERR_AR
 * addr 0x...") and the run goes on: the page is never touched again.
 */
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_HWPOISON
#define MADV_HWPOISON 100
#endif

#ifndef BUS_MCEERR_AR
#define BUS_MCEERR_AR 4
#endif

static volatile sig_atomic_t sigbus_code = -1;
static void *volatile sigbus_addr;

static void
on_sigbus(int sig, siginfo_t *si, void *uc)
{
	(void)sig;
	(void)uc;
	sigbus_code = si->si_code;
	sigbus_addr = si->si_addr;
}

int
main(int argc, char **argv)
{
	long ps = sysconf(_SC_PAGESIZE), i, n = argc > 1 ? atol(argv[1]) : 1;
	int fd = open("/proc/self/pagemap", O_RDONLY);
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_sigbus;
	sa.sa_flags = SA_SIGINFO;
	if (sigaction(SIGBUS, &sa, NULL) < 0) {
		perror("sigaction(SIGBUS)");
		return 1;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);

	for (i = 0; i < n; i++) {
		char *p = mmap(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		uint64_t e = 0;

		if (p == MAP_FAILED) {
			perror("mmap");
			return 1;
		}
		memset(p, 0x5a, ps);
		if (fd < 0 || pread(fd, &e, 8, (uintptr_t)p / ps * 8) != 8 || !(e >> 63)) {
			fprintf(stderr, "pagemap: no pfn for %p\n", (void *)p);
			return 1;
		}
		sigbus_code = -1;
		if (madvise(p, ps, MADV_HWPOISON) < 0) {
			perror("madvise(MADV_HWPOISON)");
			return 1;
		}
		printf("poisoned pfn 0x%llx\n", (unsigned long long)(e & ((1ULL << 55) - 1)));
		if (sigbus_code >= 0)
			printf("sigbus %s addr %p (page %p)\n", sigbus_code == BUS_MCEERR_AR ?
			    "BUS_MCEERR_AR" : "other", sigbus_addr, (void *)p);
	}
	return 0;
}
