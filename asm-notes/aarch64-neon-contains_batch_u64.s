000000000007f414 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x540
str	xzr, [sp]
mov	x19, x6
mov	x20, x5
ldr	x8, [x1, #8]
mov	x23, x4
mov	x21, x3
mov	x22, x2
lsr	x9, x8, #58
cbnz	x9, 80208 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xdf4>
lsl	x9, x8, #6
add	x26, sp, #0x30
cmp	x21, x8
str	x9, [sp, #32]
tbz	w0, #0, 8021c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe08>
str	x21, [sp, #40]
b.ne	80fa4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b90>  // b.any
movi	v0.2d, #0x0
ldr	x25, [x1]
add	x0, sp, #0x30
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x30
stp	q0, q0, [x26, #640]
stp	q0, q0, [x26, #672]
stp	q0, q0, [x26, #704]
stp	q0, q0, [x26, #736]
stp	q0, q0, [x26, #768]
stp	q0, q0, [x26, #800]
stp	q0, q0, [x26, #832]
stp	q0, q0, [x26, #864]
bl	97f0 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x11, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x26, #896]
stp	q0, q0, [x26, #928]
stp	q0, q0, [x26, #960]
stp	q0, q0, [x26, #992]
str	q0, [x26, #1024]
str	q0, [x26, #1040]
str	q0, [x26, #1056]
str	q0, [x26, #1072]
str	q0, [x26, #1088]
str	q0, [x26, #1104]
str	q0, [x26, #1120]
str	q0, [x26, #1136]
str	q0, [x26, #1152]
str	q0, [x26, #1168]
str	q0, [x26, #1184]
str	q0, [x26, #1200]
str	q0, [x26, #1216]
str	q0, [x26, #1232]
str	q0, [x26, #1248]
str	q0, [x26, #1264]
cbz	x2, 80f60 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b4c>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 7f6bc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a8>
ldr	x13, [x23, #16]
add	x15, sp, #0x30
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #15
ror	x4, x18, #15
ror	x6, x1, #15
ror	x7, x3, #15
eor	x0, x0, x17, ror #40
eor	x4, x4, x18, ror #40
eor	x6, x6, x1, ror #40
eor	x7, x7, x3, ror #40
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x28, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #15
ror	x7, x0, #15
mul	x3, x3, x10
eor	x4, x4, x5, ror #40
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #40
eor	x7, x13, x28, ror #32
ror	x28, x6, #15
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #15
eor	x28, x28, x6, ror #40
mul	x0, x0, x10
eor	x5, x5, x7, ror #40
eor	x6, x28, x6
lsr	x28, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x28, x28, #0x8
mul	x5, x5, x10
eor	x18, x28, x18
lsr	x28, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x28, #0x8
mul	x18, x18, x10
lsr	x28, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x28, x28, #0x8
eor	x6, x28, x6
lsr	x28, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x28, x28, #0x8
eor	x4, x28, x4
lsr	x28, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x28, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	7f54c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x138>  // b.any
cmp	x12, x11
b.eq	7f7bc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3a8>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	7f778 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x364>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x8, #6, #58
add	x17, sp, #0x30
add	x14, x12, x14
add	x12, x12, x15
sub	x12, x12, x16
add	x16, x9, x18
add	x17, x17, x18
ldp	x18, x0, [x16, #-8]
adds	x12, x12, #0x2
add	x16, x16, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #40
ror	x3, x0, #40
eor	x1, x1, x18, ror #15
eor	x3, x3, x0, ror #15
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x10
mul	x0, x0, x10
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x10
eor	x0, x1, x0
mul	x0, x0, x10
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	7f70c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f8>  // b.any
cbz	x15, 7f7bc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3a8>
add	x12, sp, #0x30
mov	x15, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x16, x14, #40
eor	x16, x16, x14, ror #15
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x16, x14, x10
add	x14, x15, #0x1
cmp	x14, x11
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	7f77c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x368>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #48]
tst	x11, #0x7
ldp	q2, q3, [sp, #80]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x13, v0.d[1]
fmov	x12, d0
mov	x15, v1.d[1]
fmov	x14, d1
mov	x16, v2.d[1]
fmov	x17, d2
mov	x18, v3.d[1]
fmov	x0, d3
umulh	x12, x12, x21
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x21
ubfiz	x13, x13, #6, #57
umulh	x17, x17, x21
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #304]
umulh	x16, x16, x21
ubfiz	x12, x15, #6, #57
umulh	x0, x0, x21
ubfiz	x13, x17, #6, #57
stp	x14, x12, [sp, #320]
umulh	x18, x18, x21
ubfiz	x12, x16, #6, #57
stp	x13, x12, [sp, #336]
ubfiz	x13, x0, #6, #57
ubfiz	x12, x18, #6, #57
stp	x13, x12, [sp, #352]
b.ne	7f870 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x45c>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x26, #512]
b	7fa64 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x650>
ldp	x12, x13, [sp, #112]
cmp	x8, #0x2
ldp	x14, x15, [sp, #128]
ldp	x16, x17, [sp, #144]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #160]
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x21
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x21
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #368]
umulh	x17, x17, x21
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x21
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #384]
umulh	x0, x0, x21
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #400]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #416]
b.eq	7f9b4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5a0>  // b.none
ldp	x12, x13, [sp, #176]
cmp	x8, #0x3
ldp	x14, x15, [sp, #192]
ldp	x16, x17, [sp, #208]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #224]
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x21
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x21
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #432]
umulh	x17, x17, x21
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x21
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #448]
umulh	x0, x0, x21
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #464]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #480]
b.eq	7f9b4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5a0>  // b.none
ldp	x12, x13, [sp, #240]
cmp	x8, #0x4
ldp	x14, x15, [sp, #256]
ldp	x16, x17, [sp, #272]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #288]
umulh	x13, x13, x21
umulh	x15, x15, x21
ubfiz	x12, x12, #6, #57
umulh	x14, x14, x21
ubfiz	x13, x13, #6, #57
umulh	x17, x17, x21
stp	x12, x13, [sp, #496]
ubfiz	x12, x15, #6, #57
umulh	x16, x16, x21
ubfiz	x14, x14, #6, #57
str	x12, [sp, #520]
umulh	x18, x18, x21
ubfiz	x12, x17, #6, #57
str	x14, [sp, #512]
umulh	x0, x0, x21
ubfiz	x13, x16, #6, #57
str	x12, [sp, #536]
ubfiz	x14, x18, #6, #57
str	x13, [sp, #528]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #544]
str	x12, [sp, #552]
b.ne	80fcc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1bb8>  // b.any
mov	w12, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w12, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w12
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x26, #512]
b.eq	7fa64 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x650>  // b.none
ldp	q2, q1, [sp, #112]
cmp	x8, #0x2
ldp	q4, q3, [sp, #144]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x26, #544]
b.eq	7fa64 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x650>  // b.none
ldp	q1, q0, [x26, #128]
cmp	x8, #0x3
ldp	q3, q2, [x26, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w12
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x26, #576]
b.eq	7fa64 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x650>  // b.none
ldp	q2, q1, [x26, #192]
ldp	q4, q3, [x26, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x26, #608]
ldr	x8, [sp, #32]
cmp	x8, #0x40, lsl #12
b.ls	7fa8c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x678>  // b.plast
lsl	x8, x11, #3
add	x12, x27, #0x100
ldr	x13, [x12], #8
subs	x8, x8, #0x8
add	x13, x22, x13
prfm	pldl1keep, [x13]
b.ne	7fa78 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x664>  // b.any
adrp	x15, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x8, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
movi	v2.4s, #0x1
ldr	q1, [x15, #1888]
adrp	x15, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
ldr	q0, [x8, #1872]
adrp	x8, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
ldr	q4, [x15, #1920]
mov	w15, #0x79b1                	// #31153
ldr	q3, [x8, #1904]
adrp	x8, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
movk	w15, #0x9e37, lsl #16
ldr	q5, [x8, #1936]
adrp	x8, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
adrp	x16, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
dup	v6.4s, w15
adrp	x15, 106000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x3c>
ldr	x12, [x23, #16]
ldr	q7, [x8, #1952]
ldr	q16, [x16, #1968]
ldr	q17, [x15, #1984]
mov	x1, xzr
add	x15, sp, #0x2b0
add	x8, sp, #0x30
mov	w16, #0x20                  	// #32
b	7fb04 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6f0>
cmp	x2, x1
mov	x8, x18
mov	x11, x17
b.eq	80f60 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b4c>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x18, x15
subs	x17, x2, x1
mov	x15, x8
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	8006c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc58>  // b.none
adds	x8, x17, x1
b.cs	80f90 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b7c>  // b.hs, b.nlast
cmp	x8, x2
b.hi	80f90 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b7c>  // b.pmore
lsr	x8, x17, #3
cbz	x8, 7fcc0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8ac>
add	x13, x9, #0x20
add	x4, x18, #0x20
mov	x5, x8
add	x3, x13, x1, lsl #3
ldp	x7, x6, [x3, #16]
subs	x5, x5, #0x1
ldp	x27, x26, [x3]
eor	x6, x12, x6, ror #32
eor	x7, x12, x7, ror #32
eor	x26, x12, x26, ror #32
eor	x27, x12, x27, ror #32
ror	x23, x6, #15
ror	x28, x7, #15
ror	x14, x26, #15
ror	x13, x27, #15
eor	x23, x23, x6, ror #40
eor	x28, x28, x7, ror #40
eor	x14, x14, x26, ror #40
eor	x13, x13, x27, ror #40
eor	x6, x23, x6
ldp	x23, x30, [x3, #-16]
eor	x14, x14, x26
ldp	x26, x24, [x3, #-32]
eor	x7, x28, x7
eor	x13, x13, x27
mul	x14, x14, x10
eor	x30, x12, x30, ror #32
eor	x23, x12, x23, ror #32
add	x3, x3, #0x40
eor	x26, x12, x26, ror #32
eor	x24, x12, x24, ror #32
mul	x7, x7, x10
ror	x28, x30, #15
ror	x27, x23, #15
mul	x13, x13, x10
eor	x28, x28, x30, ror #40
eor	x27, x27, x23, ror #40
mul	x6, x6, x10
eor	x28, x28, x30
ror	x30, x26, #15
eor	x23, x27, x23
ror	x27, x24, #15
mul	x23, x23, x10
eor	x30, x30, x26, ror #40
eor	x27, x27, x24, ror #40
mul	x28, x28, x10
eor	x26, x30, x26
lsr	x30, x7, #35
mul	x26, x26, x10
eor	x24, x27, x24
lsr	x27, x13, #35
add	x30, x30, #0x8
mul	x24, x24, x10
eor	x7, x30, x7
lsr	x30, x23, #35
add	x27, x27, #0x8
eor	x13, x27, x13
add	x27, x30, #0x8
mul	x7, x7, x10
lsr	x30, x26, #35
eor	x23, x27, x23
mul	x13, x13, x10
lsr	x27, x24, #35
add	x30, x30, #0x8
eor	x26, x30, x26
lsr	x30, x28, #35
mul	x23, x23, x10
add	x27, x27, #0x8
eor	x7, x7, x7, lsr #28
eor	x24, x27, x24
lsr	x27, x14, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x6, #35
mul	x26, x26, x10
add	x27, x27, #0x8
eor	x13, x13, x13, lsr #28
eor	x14, x27, x14
mul	x24, x24, x10
add	x27, x30, #0x8
eor	x6, x27, x6
eor	x23, x23, x23, lsr #28
mul	x14, x14, x10
eor	x26, x26, x26, lsr #28
mul	x28, x28, x10
eor	x24, x24, x24, lsr #28
mul	x6, x6, x10
eor	x14, x14, x14, lsr #28
stp	x26, x24, [x4, #-32]
eor	x26, x28, x28, lsr #28
stp	x13, x14, [x4]
eor	x13, x6, x6, lsr #28
stp	x23, x26, [x4, #-16]
stp	x7, x13, [x4, #16]
add	x4, x4, #0x40
b.ne	7fb50 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x73c>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	7fdc4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9b0>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	7fd80 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x96c>  // b.lo, b.ul, b.last
lsl	x23, x8, #6
and	x4, x6, #0x1
add	x13, x9, #0x8
sub	x3, x7, x4
add	x7, x23, x1, lsl #3
add	x3, x5, x3
add	x5, x5, x4
add	x23, x18, x23
sub	x5, x5, x6
add	x6, x13, x7
add	x7, x23, #0x8
ldp	x23, x26, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x23, x12, x23, ror #32
eor	x26, x12, x26, ror #32
ror	x27, x23, #40
ror	x28, x26, #40
eor	x27, x27, x23, ror #15
eor	x28, x28, x26, ror #15
eor	x23, x27, x23
eor	x26, x28, x26
mul	x23, x23, x10
mul	x26, x26, x10
lsr	x27, x23, #35
lsr	x28, x26, #35
add	x27, x27, #0x8
eor	x23, x27, x23
add	x27, x28, #0x8
mul	x23, x23, x10
eor	x26, x27, x26
mul	x26, x26, x10
eor	x23, x23, x23, lsr #28
eor	x26, x26, x26, lsr #28
stp	x23, x26, [x7, #-8]
add	x7, x7, #0x10
b.ne	7fd14 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x900>  // b.any
cbz	x4, 7fdc4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9b0>
add	x4, x9, x1, lsl #3
ldr	x14, [x4, x3, lsl #3]
mov	x13, x3
eor	x14, x12, x14, ror #32
ror	x3, x14, #40
eor	x3, x3, x14, ror #15
eor	x14, x3, x14
mul	x14, x14, x10
lsr	x3, x14, #35
add	x3, x3, #0x8
eor	x14, x3, x14
add	x3, x13, #0x1
mul	x14, x14, x10
cmp	x3, x17
eor	x14, x14, x14, lsr #28
str	x14, [x18, x13, lsl #3]
b.cc	7fd84 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x970>  // b.lo, b.ul, b.last
ldp	q18, q19, [x18]
tst	x17, #0x7
ldp	q20, q21, [x18, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x14, v18.d[1]
fmov	x13, d18
mov	x4, v19.d[1]
fmov	x3, d19
mov	x5, v20.d[1]
fmov	x6, d20
mov	x7, v21.d[1]
fmov	x23, d21
umulh	x13, x13, x21
umulh	x14, x14, x21
umulh	x3, x3, x21
ubfiz	x13, x13, #6, #57
umulh	x4, x4, x21
ubfiz	x14, x14, #6, #57
umulh	x6, x6, x21
ubfiz	x3, x3, #6, #57
stp	x13, x14, [x18, #256]
umulh	x5, x5, x21
ubfiz	x13, x4, #6, #57
umulh	x23, x23, x21
ubfiz	x14, x6, #6, #57
stp	x3, x13, [x18, #272]
umulh	x7, x7, x21
ubfiz	x13, x5, #6, #57
stp	x14, x13, [x18, #288]
ubfiz	x14, x23, #6, #57
ubfiz	x13, x7, #6, #57
stp	x14, x13, [x18, #304]
b.ne	7fe6c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa58>  // b.any
uzp1	v18.4s, v18.4s, v19.4s
uzp1	v19.4s, v20.4s, v21.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #512]
b	80044 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>
ldp	x13, x14, [x18, #64]
cmp	x8, #0x2
ldp	x3, x4, [x18, #80]
ldp	x5, x6, [x18, #96]
umulh	x13, x13, x21
ldp	x7, x23, [x18, #112]
umulh	x14, x14, x21
umulh	x3, x3, x21
ubfiz	x13, x13, #6, #57
umulh	x4, x4, x21
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x21
ubfiz	x3, x3, #6, #57
stp	x13, x14, [x18, #320]
umulh	x6, x6, x21
ubfiz	x13, x4, #6, #57
umulh	x7, x7, x21
ubfiz	x14, x5, #6, #57
stp	x3, x13, [x18, #336]
umulh	x23, x23, x21
ubfiz	x13, x6, #6, #57
ubfiz	x3, x7, #6, #57
stp	x14, x13, [x18, #352]
ubfiz	x13, x23, #6, #57
stp	x3, x13, [x18, #368]
b.eq	7ffa4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb90>  // b.none
ldp	x13, x14, [x18, #128]
cmp	x8, #0x3
ldp	x3, x4, [x18, #144]
ldp	x5, x6, [x18, #160]
umulh	x13, x13, x21
ldp	x7, x23, [x18, #176]
umulh	x14, x14, x21
umulh	x3, x3, x21
ubfiz	x13, x13, #6, #57
umulh	x4, x4, x21
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x21
ubfiz	x3, x3, #6, #57
stp	x13, x14, [x18, #384]
umulh	x6, x6, x21
ubfiz	x13, x4, #6, #57
umulh	x7, x7, x21
ubfiz	x14, x5, #6, #57
stp	x3, x13, [x18, #400]
umulh	x23, x23, x21
ubfiz	x13, x6, #6, #57
ubfiz	x3, x7, #6, #57
stp	x14, x13, [x18, #416]
ubfiz	x13, x23, #6, #57
stp	x3, x13, [x18, #432]
b.eq	7ffa4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb90>  // b.none
ldp	x13, x14, [x18, #192]
cmp	x8, #0x4
ldp	x3, x4, [x18, #208]
ldp	x5, x6, [x18, #224]
umulh	x13, x13, x21
ldp	x7, x23, [x18, #240]
umulh	x14, x14, x21
umulh	x3, x3, x21
ubfiz	x13, x13, #6, #57
umulh	x4, x4, x21
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x21
ubfiz	x3, x3, #6, #57
stp	x13, x14, [x18, #448]
umulh	x6, x6, x21
ubfiz	x13, x4, #6, #57
umulh	x7, x7, x21
ubfiz	x14, x5, #6, #57
stp	x3, x13, [x18, #464]
umulh	x23, x23, x21
ubfiz	x13, x6, #6, #57
ubfiz	x3, x7, #6, #57
stp	x14, x13, [x18, #480]
ubfiz	x13, x23, #6, #57
stp	x3, x13, [x18, #496]
b.ne	80fcc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1bb8>  // b.any
uzp1	v18.4s, v18.4s, v19.4s
uzp1	v19.4s, v20.4s, v21.4s
cmp	x8, #0x1
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #512]
b.eq	80044 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>  // b.none
ldp	q19, q18, [x18, #64]
cmp	x8, #0x2
ldp	q21, q20, [x18, #96]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #544]
b.eq	80044 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>  // b.none
ldp	q19, q18, [x18, #128]
cmp	x8, #0x3
ldp	q21, q20, [x18, #160]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #576]
b.eq	80044 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc30>  // b.none
ldp	q19, q18, [x18, #192]
ldp	q21, q20, [x18, #224]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #608]
ldr	x8, [sp, #32]
cmp	x8, #0x40, lsl #12
b.ls	8006c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc58>  // b.plast
lsl	x8, x17, #3
add	x3, x18, #0x100
ldr	x13, [x3], #8
subs	x8, x8, #0x8
add	x13, x22, x13
prfm	pldl1keep, [x13]
b.ne	80058 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc44>  // b.any
cmp	x1, x0
b.cc	80f80 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b6c>  // b.lo, b.ul, b.last
cmp	x1, x19
b.hi	80f80 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b6c>  // b.pmore
cmp	x11, #0x20
add	x8, x20, x0
b.ne	8014c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd38>  // b.any
mov	x0, xzr
add	x13, x15, x0, lsl #2
add	x14, x15, x0, lsl #3
mov	x11, x0
ldr	w13, [x13, #512]
ldr	x0, [x14]
ldrh	w13, [x25, x13, lsl #1]
dup	v18.4s, w0
add	x0, x11, #0x1
dup	v19.4s, w13
ldr	x13, [x14, #256]
mul	v20.4s, v18.4s, v0.4s
mul	v21.4s, v18.4s, v3.4s
mul	v22.4s, v18.4s, v5.4s
mul	v18.4s, v18.4s, v16.4s
add	x13, x22, x13
ushl	v23.4s, v19.4s, v1.4s
ushl	v24.4s, v19.4s, v4.4s
ushl	v25.4s, v19.4s, v7.4s
ushl	v19.4s, v19.4s, v17.4s
ushr	v20.4s, v20.4s, #27
ushr	v21.4s, v21.4s, #27
ushr	v22.4s, v22.4s, #27
and	v23.16b, v23.16b, v2.16b
and	v24.16b, v24.16b, v2.16b
bic	v25.4s, #0xfe
ushr	v18.4s, v18.4s, #27
bic	v19.4s, #0xe
ushl	v20.4s, v23.4s, v20.4s
ushl	v21.4s, v24.4s, v21.4s
ushl	v22.4s, v25.4s, v22.4s
ushl	v18.4s, v19.4s, v18.4s
ldp	q19, q23, [x13]
ldp	q24, q25, [x13, #32]
bic	v19.16b, v20.16b, v19.16b
bic	v20.16b, v21.16b, v23.16b
bic	v21.16b, v22.16b, v24.16b
bic	v18.16b, v18.16b, v25.16b
orr	v19.16b, v20.16b, v19.16b
orr	v18.16b, v21.16b, v18.16b
orr	v18.16b, v19.16b, v18.16b
umaxv	s18, v18.4s
fmov	w13, s18
cmp	w13, #0x0
cset	w13, eq	// eq = none
cmp	x0, #0x20
strb	w13, [x8, x11]
b.ne	8008c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc78>  // b.any
b	7faf4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6e0>
cbz	x11, 7faf4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6e0>
add	x0, x15, #0x100
add	x3, x15, #0x200
ldr	w13, [x3], #4
sub	x14, x0, #0x100
ld1r	{v18.4s}, [x14]
ldrh	w13, [x25, x13, lsl #1]
dup	v19.4s, w13
mul	v20.4s, v18.4s, v0.4s
mul	v21.4s, v18.4s, v3.4s
mul	v22.4s, v18.4s, v5.4s
mul	v18.4s, v18.4s, v16.4s
ldr	x13, [x0], #8
ushl	v23.4s, v19.4s, v1.4s
ushl	v24.4s, v19.4s, v4.4s
ushl	v25.4s, v19.4s, v7.4s
ushl	v19.4s, v19.4s, v17.4s
ushr	v20.4s, v20.4s, #27
ushr	v21.4s, v21.4s, #27
ushr	v22.4s, v22.4s, #27
ushr	v18.4s, v18.4s, #27
add	x13, x22, x13
and	v23.16b, v23.16b, v2.16b
and	v24.16b, v24.16b, v2.16b
bic	v25.4s, #0xfe
bic	v19.4s, #0xe
ushl	v20.4s, v23.4s, v20.4s
ushl	v21.4s, v24.4s, v21.4s
ushl	v22.4s, v25.4s, v22.4s
ushl	v18.4s, v19.4s, v18.4s
ldp	q19, q23, [x13]
ldp	q24, q25, [x13, #32]
bic	v19.16b, v20.16b, v19.16b
bic	v20.16b, v21.16b, v23.16b
bic	v21.16b, v22.16b, v24.16b
bic	v18.16b, v18.16b, v25.16b
orr	v19.16b, v20.16b, v19.16b
orr	v18.16b, v21.16b, v18.16b
orr	v18.16b, v19.16b, v18.16b
umaxv	s18, v18.4s
fmov	w13, s18
cmp	w13, #0x0
cset	w13, eq	// eq = none
subs	x11, x11, #0x1
strb	w13, [x8], #1
b.ne	80158 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd44>  // b.any
b	7faf4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6e0>
mov	x9, #0xffffffffffffffff    	// #-1
add	x26, sp, #0x30
cmp	x21, x8
str	x9, [sp, #32]
tbnz	w0, #0, 7f46c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x58>
str	x21, [sp, #40]
b.ne	80fa4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b90>  // b.any
movi	v0.2d, #0x0
ldr	x25, [x1]
add	x0, sp, #0x30
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x30
stp	q0, q0, [x26, #640]
stp	q0, q0, [x26, #672]
stp	q0, q0, [x26, #704]
stp	q0, q0, [x26, #736]
stp	q0, q0, [x26, #768]
stp	q0, q0, [x26, #800]
stp	q0, q0, [x26, #832]
stp	q0, q0, [x26, #864]
bl	97f0 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x11, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x26, #896]
stp	q0, q0, [x26, #928]
stp	q0, q0, [x26, #960]
stp	q0, q0, [x26, #992]
str	q0, [x26, #1024]
str	q0, [x26, #1040]
str	q0, [x26, #1056]
str	q0, [x26, #1072]
str	q0, [x26, #1088]
str	q0, [x26, #1104]
str	q0, [x26, #1120]
str	q0, [x26, #1136]
str	q0, [x26, #1152]
str	q0, [x26, #1168]
str	q0, [x26, #1184]
str	q0, [x26, #1200]
str	q0, [x26, #1216]
str	q0, [x26, #1232]
str	q0, [x26, #1248]
str	q0, [x26, #1264]
cbz	x2, 80f60 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b4c>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 8046c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1058>
ldr	x13, [x23, #16]
add	x15, sp, #0x30
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #40
ror	x4, x18, #40
ror	x6, x1, #40
ror	x7, x3, #40
eor	x0, x0, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x6, x6, x1, ror #15
eor	x7, x7, x3, ror #15
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x24, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #40
ror	x7, x0, #40
mul	x3, x3, x10
eor	x4, x4, x5, ror #15
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #15
eor	x7, x13, x24, ror #32
ror	x24, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x24, x24, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x24, x6
lsr	x24, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x24, x24, #0x8
mul	x5, x5, x10
eor	x18, x24, x18
lsr	x24, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x24, #0x8
mul	x18, x18, x10
lsr	x24, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x24, x24, #0x8
eor	x6, x24, x6
lsr	x24, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x24, x24, #0x8
eor	x4, x24, x4
lsr	x24, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x24, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	802fc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xee8>  // b.any
cmp	x12, x11
b.eq	8056c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1158>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	80528 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1114>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x8, #6, #58
add	x17, sp, #0x30
add	x14, x12, x14
add	x12, x12, x15
sub	x12, x12, x16
add	x16, x9, x18
add	x17, x17, x18
ldp	x18, x0, [x16, #-8]
adds	x12, x12, #0x2
add	x16, x16, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #15
ror	x3, x0, #15
eor	x1, x1, x18, ror #40
eor	x3, x3, x0, ror #40
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x10
mul	x0, x0, x10
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x10
eor	x0, x1, x0
mul	x0, x0, x10
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	804bc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10a8>  // b.any
cbz	x15, 8056c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1158>
add	x12, sp, #0x30
mov	x15, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x16, x14, #15
eor	x16, x16, x14, ror #40
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x16, x14, x10
add	x14, x15, #0x1
cmp	x14, x11
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	8052c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1118>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #48]
tst	x11, #0x7
ldp	q2, q3, [sp, #80]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x13, v0.d[1]
fmov	x12, d0
mov	x15, v1.d[1]
fmov	x14, d1
mov	x16, v2.d[1]
fmov	x17, d2
mov	x18, v3.d[1]
fmov	x0, d3
umulh	x12, x12, x21
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x21
ubfiz	x13, x13, #6, #57
umulh	x17, x17, x21
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #304]
umulh	x16, x16, x21
ubfiz	x12, x15, #6, #57
umulh	x0, x0, x21
ubfiz	x13, x17, #6, #57
stp	x14, x12, [sp, #320]
umulh	x18, x18, x21
ubfiz	x12, x16, #6, #57
stp	x13, x12, [sp, #336]
ubfiz	x13, x0, #6, #57
ubfiz	x12, x18, #6, #57
stp	x13, x12, [sp, #352]
b.ne	80620 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x120c>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x26, #512]
b	80814 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1400>
ldp	x12, x13, [sp, #112]
cmp	x8, #0x2
ldp	x14, x15, [sp, #128]
ldp	x16, x17, [sp, #144]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #160]
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x21
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x21
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #368]
umulh	x17, x17, x21
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x21
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #384]
umulh	x0, x0, x21
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #400]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #416]
b.eq	80764 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1350>  // b.none
ldp	x12, x13, [sp, #176]
cmp	x8, #0x3
ldp	x14, x15, [sp, #192]
ldp	x16, x17, [sp, #208]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #224]
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x21
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x21
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #432]
umulh	x17, x17, x21
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x21
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #448]
umulh	x0, x0, x21
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #464]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #480]
b.eq	80764 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1350>  // b.none
ldp	x12, x13, [sp, #240]
cmp	x8, #0x4
ldp	x14, x15, [sp, #256]
ldp	x16, x17, [sp, #272]
umulh	x12, x12, x21
ldp	x18, x0, [sp, #288]
umulh	x13, x13, x21
umulh	x15, x15, x21
ubfiz	x12, x12, #6, #57
umulh	x14, x14, x21
ubfiz	x13, x13, #6, #57
umulh	x17, x17, x21
stp	x12, x13, [sp, #496]
ubfiz	x12, x15, #6, #57
umulh	x16, x16, x21
ubfiz	x14, x14, #6, #57
str	x12, [sp, #520]
umulh	x18, x18, x21
ubfiz	x12, x17, #6, #57
str	x14, [sp, #512]
umulh	x0, x0, x21
ubfiz	x13, x16, #6, #57
str	x12, [sp, #536]
ubfiz	x14, x18, #6, #57
str	x13, [sp, #528]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #544]
str	x12, [sp, #552]
b.ne	80fcc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1bb8>  // b.any
mov	w12, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w12, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w12
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x26, #512]
b.eq	80814 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1400>  // b.none
ldp	q2, q1, [sp, #112]
cmp	x8, #0x2
ldp	q4, q3, [sp, #144]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x26, #544]
b.eq	80814 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1400>  // b.none
ldp	q1, q0, [x26, #128]
cmp	x8, #0x3
ldp	q3, q2, [x26, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w12
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x26, #576]
b.eq	80814 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1400>  // b.none
ldp	q2, q1, [x26, #192]
ldp	q4, q3, [x26, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x26, #608]
ldr	x8, [sp, #32]
cmp	x8, #0x40, lsl #12
b.ls	8083c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1428>  // b.plast
lsl	x8, x11, #3
add	x12, x27, #0x100
ldr	x13, [x12], #8
subs	x8, x8, #0x8
add	x13, x22, x13
prfm	pldl1keep, [x13]
b.ne	80828 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1414>  // b.any
mov	w8, #0x79b1                	// #31153
ldr	x12, [x23, #16]
add	x13, x9, #0x20
movk	w8, #0x9e37, lsl #16
mov	x1, xzr
stp	x9, x13, [sp, #16]
dup	v0.4s, w8
add	x9, x9, #0x8
add	x15, sp, #0x2b0
add	x8, sp, #0x30
mov	w16, #0x20                  	// #32
adrp	x17, 111000 <anon.2fd30b4896d3dda872b5637d9a554e0a.97.llvm.7317416588061697632+0x3f8>
add	x17, x17, #0xdf0
mov	w18, #0x1                   	// #1
str	x9, [sp, #8]
b	8088c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1478>
cmp	x2, x1
mov	x8, x4
mov	x11, x3
b.eq	80f60 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b4c>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x4, x15
subs	x3, x2, x1
mov	x15, x8
cmp	x3, #0x20
csel	x3, x3, x16, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	80dfc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19e8>  // b.none
adds	x8, x3, x1
b.cs	80f90 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b7c>  // b.hs, b.nlast
cmp	x8, x2
b.hi	80f90 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b7c>  // b.pmore
lsr	x8, x3, #3
cbz	x8, 80a48 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1634>
ldr	x9, [sp, #24]
add	x6, x4, #0x20
mov	x7, x8
add	x5, x9, x1, lsl #3
ldp	x24, x23, [x5, #16]
subs	x7, x7, #0x1
ldp	x28, x27, [x5]
eor	x23, x12, x23, ror #32
eor	x24, x12, x24, ror #32
eor	x27, x12, x27, ror #32
eor	x28, x12, x28, ror #32
ror	x26, x23, #40
ror	x30, x24, #40
ror	x13, x27, #40
ror	x9, x28, #40
eor	x26, x26, x23, ror #15
eor	x30, x30, x24, ror #15
eor	x13, x13, x27, ror #15
eor	x9, x9, x28, ror #15
eor	x23, x26, x23
ldp	x26, x14, [x5, #-16]
eor	x13, x13, x27
ldp	x27, x16, [x5, #-32]
eor	x24, x30, x24
eor	x9, x9, x28
mul	x13, x13, x10
eor	x14, x12, x14, ror #32
eor	x26, x12, x26, ror #32
add	x5, x5, #0x40
eor	x27, x12, x27, ror #32
eor	x16, x12, x16, ror #32
mul	x24, x24, x10
ror	x30, x14, #40
ror	x28, x26, #40
mul	x9, x9, x10
eor	x30, x30, x14, ror #15
eor	x28, x28, x26, ror #15
mul	x23, x23, x10
eor	x14, x30, x14
ror	x30, x27, #40
eor	x26, x28, x26
ror	x28, x16, #40
mul	x26, x26, x10
eor	x30, x30, x27, ror #15
eor	x28, x28, x16, ror #15
mul	x14, x14, x10
eor	x27, x30, x27
lsr	x30, x24, #35
mul	x27, x27, x10
eor	x16, x28, x16
lsr	x28, x9, #35
add	x30, x30, #0x8
mul	x16, x16, x10
eor	x24, x30, x24
lsr	x30, x26, #35
add	x28, x28, #0x8
eor	x9, x28, x9
add	x28, x30, #0x8
mul	x24, x24, x10
lsr	x30, x27, #35
eor	x26, x28, x26
mul	x9, x9, x10
lsr	x28, x16, #35
add	x30, x30, #0x8
eor	x27, x30, x27
lsr	x30, x14, #35
mul	x26, x26, x10
add	x28, x28, #0x8
eor	x16, x28, x16
lsr	x28, x13, #35
add	x30, x30, #0x8
eor	x14, x30, x14
lsr	x30, x23, #35
mul	x27, x27, x10
add	x28, x28, #0x8
eor	x9, x9, x9, lsr #28
eor	x13, x28, x13
mul	x14, x14, x10
add	x28, x30, #0x8
eor	x23, x28, x23
eor	x26, x26, x26, lsr #28
mul	x13, x13, x10
eor	x27, x27, x27, lsr #28
mul	x16, x16, x10
eor	x14, x14, x14, lsr #28
mul	x23, x23, x10
eor	x13, x13, x13, lsr #28
stp	x26, x14, [x6, #-16]
eor	x14, x24, x24, lsr #28
eor	x16, x16, x16, lsr #28
stp	x9, x13, [x6]
eor	x9, x23, x23, lsr #28
stp	x27, x16, [x6, #-32]
stp	x14, x9, [x6, #16]
add	x6, x6, #0x40
b.ne	808d8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14c4>  // b.any
and	x7, x3, #0x38
cmp	x7, x3
b.eq	80b50 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x173c>  // b.none
orr	x5, x7, #0x1
cmp	x3, x5
and	x5, x3, #0x38
csinc	x23, x3, x7, hi	// hi = pmore
sub	x26, x23, x7
cmp	x26, #0x2
b.cc	80b08 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16f4>  // b.lo, b.ul, b.last
lsl	x24, x8, #6
and	x6, x23, #0x1
ldr	x9, [sp, #8]
sub	x5, x26, x6
add	x26, x24, x1, lsl #3
add	x5, x7, x5
add	x7, x7, x6
add	x24, x4, x24
sub	x7, x7, x23
add	x23, x9, x26
add	x26, x24, #0x8
ldp	x24, x27, [x23, #-8]
adds	x7, x7, #0x2
add	x23, x23, #0x10
eor	x24, x12, x24, ror #32
eor	x27, x12, x27, ror #32
ror	x28, x24, #15
ror	x30, x27, #15
eor	x28, x28, x24, ror #40
eor	x30, x30, x27, ror #40
eor	x24, x28, x24
eor	x27, x30, x27
mul	x24, x24, x10
mul	x27, x27, x10
lsr	x28, x24, #35
lsr	x30, x27, #35
add	x28, x28, #0x8
eor	x24, x28, x24
add	x28, x30, #0x8
mul	x24, x24, x10
eor	x27, x28, x27
mul	x27, x27, x10
eor	x24, x24, x24, lsr #28
eor	x27, x27, x27, lsr #28
stp	x24, x27, [x26, #-8]
add	x26, x26, #0x10
b.ne	80a9c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1688>  // b.any
cbz	x6, 80b50 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x173c>
ldr	x9, [sp, #16]
add	x6, x9, x1, lsl #3
ldr	x13, [x6, x5, lsl #3]
mov	x9, x5
add	x5, x5, #0x1
cmp	x5, x3
eor	x13, x12, x13, ror #32
ror	x14, x13, #15
eor	x14, x14, x13, ror #40
eor	x13, x14, x13
mul	x13, x13, x10
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x10
eor	x13, x13, x13, lsr #28
str	x13, [x4, x9, lsl #3]
b.cc	80b10 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16fc>  // b.lo, b.ul, b.last
ldp	q1, q2, [x4]
tst	x3, #0x7
ldp	q3, q4, [x4, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x13, v1.d[1]
fmov	x9, d1
mov	x16, v2.d[1]
fmov	x14, d2
mov	x5, v3.d[1]
fmov	x6, d3
mov	x7, v4.d[1]
fmov	x23, d4
umulh	x9, x9, x21
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x9, x9, #6, #57
umulh	x16, x16, x21
ubfiz	x13, x13, #6, #57
umulh	x6, x6, x21
ubfiz	x14, x14, #6, #57
stp	x9, x13, [x4, #256]
umulh	x5, x5, x21
ubfiz	x9, x16, #6, #57
umulh	x23, x23, x21
ubfiz	x13, x6, #6, #57
stp	x14, x9, [x4, #272]
umulh	x7, x7, x21
ubfiz	x9, x5, #6, #57
stp	x13, x9, [x4, #288]
ubfiz	x13, x23, #6, #57
ubfiz	x9, x7, #6, #57
stp	x13, x9, [x4, #304]
b.ne	80bf8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x17e4>  // b.any
uzp1	v1.4s, v1.4s, v2.4s
uzp1	v2.4s, v3.4s, v4.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #512]
b	80dd0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19bc>
ldp	x9, x13, [x4, #64]
cmp	x8, #0x2
ldp	x14, x16, [x4, #80]
ldp	x5, x6, [x4, #96]
umulh	x9, x9, x21
ldp	x7, x23, [x4, #112]
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x9, x9, #6, #57
umulh	x16, x16, x21
ubfiz	x13, x13, #6, #57
umulh	x5, x5, x21
ubfiz	x14, x14, #6, #57
stp	x9, x13, [x4, #320]
umulh	x6, x6, x21
ubfiz	x9, x16, #6, #57
umulh	x7, x7, x21
ubfiz	x13, x5, #6, #57
stp	x14, x9, [x4, #336]
umulh	x23, x23, x21
ubfiz	x9, x6, #6, #57
ubfiz	x14, x7, #6, #57
stp	x13, x9, [x4, #352]
ubfiz	x9, x23, #6, #57
stp	x14, x9, [x4, #368]
b.eq	80d30 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x191c>  // b.none
ldp	x9, x13, [x4, #128]
cmp	x8, #0x3
ldp	x14, x16, [x4, #144]
ldp	x5, x6, [x4, #160]
umulh	x9, x9, x21
ldp	x7, x23, [x4, #176]
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x9, x9, #6, #57
umulh	x16, x16, x21
ubfiz	x13, x13, #6, #57
umulh	x5, x5, x21
ubfiz	x14, x14, #6, #57
stp	x9, x13, [x4, #384]
umulh	x6, x6, x21
ubfiz	x9, x16, #6, #57
umulh	x7, x7, x21
ubfiz	x13, x5, #6, #57
stp	x14, x9, [x4, #400]
umulh	x23, x23, x21
ubfiz	x9, x6, #6, #57
ubfiz	x14, x7, #6, #57
stp	x13, x9, [x4, #416]
ubfiz	x9, x23, #6, #57
stp	x14, x9, [x4, #432]
b.eq	80d30 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x191c>  // b.none
ldp	x9, x13, [x4, #192]
cmp	x8, #0x4
ldp	x14, x16, [x4, #208]
ldp	x5, x6, [x4, #224]
umulh	x9, x9, x21
ldp	x7, x23, [x4, #240]
umulh	x13, x13, x21
umulh	x14, x14, x21
ubfiz	x9, x9, #6, #57
umulh	x16, x16, x21
ubfiz	x13, x13, #6, #57
umulh	x5, x5, x21
ubfiz	x14, x14, #6, #57
stp	x9, x13, [x4, #448]
umulh	x6, x6, x21
ubfiz	x9, x16, #6, #57
umulh	x7, x7, x21
ubfiz	x13, x5, #6, #57
stp	x14, x9, [x4, #464]
umulh	x23, x23, x21
ubfiz	x9, x6, #6, #57
ubfiz	x14, x7, #6, #57
stp	x13, x9, [x4, #480]
ubfiz	x9, x23, #6, #57
stp	x14, x9, [x4, #496]
b.ne	80fcc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1bb8>  // b.any
uzp1	v1.4s, v1.4s, v2.4s
uzp1	v2.4s, v3.4s, v4.4s
cmp	x8, #0x1
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #512]
b.eq	80dd0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19bc>  // b.none
ldp	q2, q1, [x4, #64]
cmp	x8, #0x2
ldp	q4, q3, [x4, #96]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #544]
b.eq	80dd0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19bc>  // b.none
ldp	q2, q1, [x4, #128]
cmp	x8, #0x3
ldp	q4, q3, [x4, #160]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #576]
b.eq	80dd0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19bc>  // b.none
ldp	q2, q1, [x4, #192]
ldp	q4, q3, [x4, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #608]
ldr	x8, [sp, #32]
mov	w16, #0x20                  	// #32
cmp	x8, #0x40, lsl #12
b.ls	80dfc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19e8>  // b.plast
lsl	x8, x3, #3
add	x5, x4, #0x100
ldr	x9, [x5], #8
subs	x8, x8, #0x8
add	x9, x22, x9
prfm	pldl1keep, [x9]
b.ne	80de8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19d4>  // b.any
cmp	x1, x0
b.cc	80f80 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b6c>  // b.lo, b.ul, b.last
cmp	x1, x19
b.hi	80f80 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b6c>  // b.pmore
cmp	x11, #0x20
add	x8, x20, x0
b.ne	80eb4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa0>  // b.any
mov	x0, xzr
add	x11, x15, #0x100
add	x5, x15, #0x200
b	80e40 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a2c>
mov	w6, #0x1                   	// #1
add	x9, x0, #0x1
strb	w6, [x8, x0]
cmp	x9, #0x20
mov	x0, x9
b.eq	8087c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1468>  // b.none
ldr	w9, [x5, x0, lsl #2]
ldrh	w6, [x25, x9, lsl #1]
cbz	w6, 80e28 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a14>
lsl	x9, x0, #3
ldr	x13, [x11, x0, lsl #3]
mov	w7, wzr
ldr	w23, [x15, x9]
add	x26, x22, x13
rbit	w9, w6
sub	w14, w6, #0x1
and	w6, w14, w6
clz	w9, w9
tst	w6, #0xffff
ldr	w13, [x17, w9, uxtw #2]
ldr	w9, [x26, w9, uxtw #2]
mul	w13, w13, w23
lsr	w13, w13, #27
lsl	w13, w18, w13
bic	w9, w13, w9
orr	w7, w9, w7
b.ne	80e60 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a4c>  // b.any
cmp	w7, #0x0
cset	w6, eq	// eq = none
add	x9, x0, #0x1
strb	w6, [x8, x0]
cmp	x9, #0x20
mov	x0, x9
b.ne	80e40 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a2c>  // b.any
b	8087c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1468>
cbz	x11, 8087c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1468>
mov	x0, xzr
add	x11, x8, x11
add	x5, x15, #0x100
add	x6, x15, #0x200
b	80ee8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ad4>
mov	w7, #0x1                   	// #1
add	x9, x8, #0x1
strb	w7, [x8]
add	x0, x0, #0x1
cmp	x9, x11
mov	x8, x9
b.eq	8087c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1468>  // b.none
ldr	w9, [x6, x0, lsl #2]
ldrh	w7, [x25, x9, lsl #1]
cbz	w7, 80ecc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ab8>
lsl	x9, x0, #3
ldr	x13, [x5, x0, lsl #3]
mov	w23, wzr
ldr	w26, [x15, x9]
add	x27, x22, x13
rbit	w9, w7
sub	w14, w7, #0x1
and	w7, w14, w7
clz	w9, w9
tst	w7, #0xffff
ldr	w13, [x17, w9, uxtw #2]
ldr	w9, [x27, w9, uxtw #2]
mul	w13, w13, w26
lsr	w13, w13, #27
lsl	w13, w18, w13
bic	w9, w13, w9
orr	w23, w9, w23
b.ne	80f08 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1af4>  // b.any
cmp	w23, #0x0
cset	w7, eq	// eq = none
add	x9, x8, #0x1
strb	w7, [x8]
add	x0, x0, #0x1
cmp	x9, x11
mov	x8, x9
b.ne	80ee8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ad4>  // b.any
b	8087c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1468>
add	sp, sp, #0x540
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
adrp	x3, 14d000 <anon.2fd30b4896d3dda872b5637d9a554e0a.347.llvm.7317416588061697632+0xd70>
add	x3, x3, #0x18
mov	x2, x19
bl	a550 <core::slice::index::slice_index_fail>
adrp	x3, 14c000 <anon.2fd30b4896d3dda872b5637d9a554e0a.169.llvm.7317416588061697632+0x30>
add	x3, x3, #0x7b8
mov	x0, x1
mov	x1, x8
bl	a550 <core::slice::index::slice_index_fail>
mov	x8, x1
adrp	x3, 111000 <anon.2fd30b4896d3dda872b5637d9a554e0a.97.llvm.7317416588061697632+0x3f8>
add	x3, x3, #0xb40
adrp	x5, 14c000 <anon.2fd30b4896d3dda872b5637d9a554e0a.169.llvm.7317416588061697632+0x30>
add	x5, x5, #0x788
add	x1, sp, #0x28
add	x2, x8, #0x8
mov	w0, wzr
mov	w4, #0x33                  	// #51
bl	a270 <core::panicking::assert_failed::<usize, usize>>
lsl	x1, x8, #3
adrp	x3, 14c000 <anon.2fd30b4896d3dda872b5637d9a554e0a.169.llvm.7317416588061697632+0x30>
add	x3, x3, #0x770
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	a550 <core::slice::index::slice_index_fail>
