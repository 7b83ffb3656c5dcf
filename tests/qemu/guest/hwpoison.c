/*
 * hwpoison [N]: poison N (default 1) dirty anonymous pages of this process
 * with madvise(MADV_HWPOISON), as a real uncorrected memory error would be
 * handled: the kernel's memory_failure() runs and ras:memory_failure_event
 * fires ("dirty LRU page: Recovered").  Prints each page's pfn (from
 * /proc/self/pagemap, read before the poison) so the test can match it.
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_HWPOISON
#define MADV_HWPOISON 100
#endif

int
main(int argc, char **argv)
{
	long ps = sysconf(_SC_PAGESIZE), i, n = argc > 1 ? atol(argv[1]) : 1;
	int fd = open("/proc/self/pagemap", O_RDONLY);

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
		if (madvise(p, ps, MADV_HWPOISON) < 0) {
			perror("madvise(MADV_HWPOISON)");
			return 1;
		}
		printf("poisoned pfn 0x%llx\n", (unsigned long long)(e & ((1ULL << 55) - 1)));
	}
	return 0;
}
