/*
 * check.h: the assertion of the C test programs (unit.c, tracefs_test.c),
 * which include ../ras.c first.  A failed CHECK is counted and reported;
 * the program goes on and exits non-zero at the end.
 */
static int failures, checks;

#define CHECK(cond, ...) do { \
	checks++; \
	if (!(cond)) { \
		failures++; \
		fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond); \
		fprintf(stderr, __VA_ARGS__); \
		fputc('\n', stderr); \
	} \
} while (0)
