000000000008a35c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x520
str	xzr, [sp]
mov	x21, x4
mov	x19, x3
ldrb	w8, [x1, #24]
mov	x20, x2
cmp	w8, #0x1
b.ne	8ac2c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x8d0>  // b.any
ldr	x8, [x1, #16]
cmp	x8, #0x7
b.ne	8b71c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x13c0>  // b.any
ldr	x22, [x1, #8]
lsr	x8, x22, #58
cbnz	x8, 8cdd4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2a78>
lsl	x23, x22, #6
movi	v0.2d, #0x0
tbz	w0, #0, 8cde0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2a84>
add	x0, sp, #0x10
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #656]
add	x24, sp, #0x10
stp	q0, q0, [sp, #688]
stp	q0, q0, [sp, #720]
stp	q0, q0, [sp, #752]
stp	q0, q0, [sp, #784]
stp	q0, q0, [sp, #816]
stp	q0, q0, [sp, #848]
stp	q0, q0, [sp, #880]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #912]
stp	q0, q0, [sp, #944]
stp	q0, q0, [sp, #976]
stp	q0, q0, [sp, #1008]
str	q0, [sp, #1040]
str	q0, [sp, #1056]
str	q0, [sp, #1072]
str	q0, [sp, #1088]
str	q0, [sp, #1104]
str	q0, [sp, #1120]
str	q0, [sp, #1136]
str	q0, [sp, #1152]
str	q0, [sp, #1168]
str	q0, [sp, #1184]
str	q0, [sp, #1200]
str	q0, [sp, #1216]
str	q0, [sp, #1232]
str	q0, [sp, #1248]
str	q0, [sp, #1264]
str	q0, [sp, #1280]
cbz	x2, 8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 8a5fc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2a0>
ldr	x13, [x21, #16]
add	x15, sp, #0x10
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x11
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
ldp	x6, x25, [x14, #-32]
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
eor	x7, x13, x25, ror #32
ror	x25, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x25, x25, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x25, x6
lsr	x25, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x25, x25, #0x8
mul	x5, x5, x10
eor	x18, x25, x18
lsr	x25, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x25, #0x8
mul	x18, x18, x10
lsr	x25, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x25, x25, #0x8
eor	x6, x25, x6
lsr	x25, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x25, x25, #0x8
eor	x4, x25, x4
lsr	x25, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x25, #0x8
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
b.ne	8a48c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x130>  // b.any
cmp	x12, x8
b.eq	8a6fc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3a0>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x21, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8a6b8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x35c>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x11, #6, #58
sub	x14, x17, x15
add	x11, x12, x15
add	x17, sp, #0x10
add	x14, x12, x14
sub	x11, x11, x16
add	x12, x9, x18
add	x16, x17, x18
ldp	x17, x18, [x12, #-8]
adds	x11, x11, #0x2
add	x12, x12, #0x10
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
ror	x0, x17, #15
ror	x1, x18, #15
eor	x0, x0, x17, ror #40
eor	x1, x1, x18, ror #40
eor	x17, x0, x17
eor	x18, x1, x18
mul	x17, x17, x10
mul	x18, x18, x10
lsr	x0, x17, #35
lsr	x1, x18, #35
add	x0, x0, #0x8
eor	x17, x0, x17
add	x0, x1, #0x8
mul	x17, x17, x10
eor	x18, x0, x18
mul	x18, x18, x10
eor	x17, x17, x17, lsr #28
eor	x18, x18, x18, lsr #28
stp	x17, x18, [x16, #-8]
add	x16, x16, #0x10
b.ne	8a64c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2f0>  // b.any
cbz	x15, 8a6fc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3a0>
add	x11, sp, #0x10
mov	x12, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x15, x14, #15
eor	x15, x15, x14, ror #40
eor	x14, x15, x14
mul	x14, x14, x10
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x15, x14, x10
add	x14, x12, #0x1
cmp	x14, x8
eor	x15, x15, x15, lsr #28
str	x15, [x11, x12, lsl #3]
b.cc	8a6bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x360>  // b.lo, b.ul, b.last
lsl	x11, x22, #1
cmp	x2, #0x8
add	x12, x24, #0x100
add	x13, sp, #0x10
dup	v0.2d, x11
b.cc	8a738 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3dc>  // b.lo, b.ul, b.last
add	x14, x13, x8, lsl #2
add	x14, x14, #0x200
cmp	x12, x14
b.cs	8bf1c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1bc0>  // b.hs, b.nlast
add	x14, x13, x8, lsl #3
add	x15, x13, #0x200
add	x14, x14, #0x100
cmp	x15, x14
b.cs	8bf1c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1bc0>  // b.hs, b.nlast
mov	x14, xzr
add	x15, x13, x14, lsl #2
add	x16, x13, x14, lsl #3
sub	x14, x8, x14
add	x13, x15, #0x200
add	x15, x16, #0x100
ldur	w16, [x15, #-252]
subs	x14, x14, #0x1
mul	x16, x16, x11
lsr	x17, x16, #27
ubfx	x16, x16, #32, #1
and	x17, x17, #0x1fffffffc0
str	x17, [x15], #8
str	w16, [x13], #4
b.ne	8a750 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3f4>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8a794 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x438>  // b.plast
lsl	x13, x8, #3
ldr	x14, [x12], #8
subs	x13, x13, #0x8
add	x14, x20, x14
prfm	pldl1keep, [x14]
b.ne	8a780 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x424>  // b.any
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	x12, [x21, #16]
mov	x14, #0x1fffffffc0          	// #137438953408
ldr	q3, [x15, #16]
ldr	q4, [x16, #32]
mov	x0, xzr
movi	v1.4s, #0x1
dup	v2.2d, x14
add	x15, sp, #0x290
add	x1, sp, #0x10
mov	w16, #0x20                  	// #32
b	8a7dc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x480>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
subs	x3, x2, x0
b.eq	8ab20 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7c4>  // b.none
adds	x1, x17, x0
b.cs	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 8a990 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x634>
add	x13, x9, #0x20
add	x5, x15, #0x20
mov	x6, x1
add	x4, x13, x0, lsl #3
ldp	x21, x7, [x4, #16]
subs	x6, x6, #0x1
ldp	x26, x25, [x4]
eor	x7, x12, x7, ror #32
eor	x21, x12, x21, ror #32
eor	x25, x12, x25, ror #32
eor	x26, x12, x26, ror #32
ror	x24, x7, #40
ror	x27, x21, #40
ror	x30, x25, #40
ror	x14, x26, #40
eor	x24, x24, x7, ror #15
eor	x27, x27, x21, ror #15
eor	x30, x30, x25, ror #15
eor	x14, x14, x26, ror #15
eor	x7, x24, x7
ldp	x24, x28, [x4, #-16]
eor	x25, x30, x25
ldp	x30, x13, [x4, #-32]
eor	x21, x27, x21
eor	x14, x14, x26
mul	x25, x25, x10
eor	x28, x12, x28, ror #32
eor	x24, x12, x24, ror #32
add	x4, x4, #0x40
eor	x30, x12, x30, ror #32
eor	x13, x12, x13, ror #32
mul	x21, x21, x10
ror	x27, x28, #40
ror	x26, x24, #40
mul	x14, x14, x10
eor	x27, x27, x28, ror #15
eor	x26, x26, x24, ror #15
mul	x7, x7, x10
eor	x27, x27, x28
ror	x28, x30, #40
eor	x24, x26, x24
ror	x26, x13, #40
mul	x24, x24, x10
eor	x28, x28, x30, ror #15
eor	x26, x26, x13, ror #15
mul	x27, x27, x10
eor	x28, x28, x30
lsr	x30, x21, #35
mul	x28, x28, x10
eor	x13, x26, x13
lsr	x26, x14, #35
add	x30, x30, #0x8
mul	x13, x13, x10
eor	x21, x30, x21
lsr	x30, x24, #35
add	x26, x26, #0x8
eor	x14, x26, x14
add	x26, x30, #0x8
mul	x21, x21, x10
lsr	x30, x28, #35
eor	x24, x26, x24
mul	x14, x14, x10
lsr	x26, x13, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x24, x24, x10
add	x26, x26, #0x8
eor	x21, x21, x21, lsr #28
eor	x13, x26, x13
lsr	x26, x25, #35
add	x30, x30, #0x8
mul	x28, x28, x10
eor	x27, x30, x27
lsr	x30, x7, #35
add	x26, x26, #0x8
mul	x13, x13, x10
eor	x25, x26, x25
add	x26, x30, #0x8
eor	x7, x26, x7
eor	x24, x24, x24, lsr #28
mul	x25, x25, x10
eor	x28, x28, x28, lsr #28
mul	x27, x27, x10
eor	x13, x13, x13, lsr #28
mul	x7, x7, x10
stp	x28, x13, [x5, #-32]
eor	x13, x14, x14, lsr #28
eor	x14, x25, x25, lsr #28
eor	x26, x27, x27, lsr #28
stp	x13, x14, [x5]
eor	x13, x7, x7, lsr #28
stp	x24, x26, [x5, #-16]
stp	x21, x13, [x5, #16]
add	x5, x5, #0x40
b.ne	8a820 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x4c4>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	8aa94 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x738>  // b.none
orr	x4, x5, #0x1
cmp	x17, x4
and	x4, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	8aa50 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x6f4>  // b.lo, b.ul, b.last
lsl	x21, x1, #6
and	x1, x6, #0x1
add	x13, x9, #0x8
sub	x4, x7, x1
add	x7, x21, x0, lsl #3
add	x4, x5, x4
add	x5, x5, x1
add	x21, x15, x21
sub	x5, x5, x6
add	x6, x13, x7
add	x7, x21, #0x8
ldp	x21, x24, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x21, x12, x21, ror #32
eor	x24, x12, x24, ror #32
ror	x25, x21, #15
ror	x26, x24, #15
eor	x25, x25, x21, ror #40
eor	x26, x26, x24, ror #40
eor	x21, x25, x21
eor	x24, x26, x24
mul	x21, x21, x10
mul	x24, x24, x10
lsr	x25, x21, #35
lsr	x26, x24, #35
add	x25, x25, #0x8
eor	x21, x25, x21
add	x25, x26, #0x8
mul	x21, x21, x10
eor	x24, x25, x24
mul	x24, x24, x10
eor	x21, x21, x21, lsr #28
eor	x24, x24, x24, lsr #28
stp	x21, x24, [x7, #-8]
add	x7, x7, #0x10
b.ne	8a9e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x688>  // b.any
cbz	x1, 8aa94 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x738>
add	x1, x9, x0, lsl #3
ldr	x14, [x1, x4, lsl #3]
mov	x13, x4
eor	x14, x12, x14, ror #32
ror	x4, x14, #15
eor	x4, x4, x14, ror #40
eor	x14, x4, x14
mul	x14, x14, x10
lsr	x4, x14, #35
add	x4, x4, #0x8
eor	x14, x4, x14
add	x4, x13, #0x1
mul	x14, x14, x10
cmp	x4, x17
eor	x14, x14, x14, lsr #28
str	x14, [x15, x13, lsl #3]
b.cc	8aa54 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x6f8>  // b.lo, b.ul, b.last
cmp	x3, #0x4
add	x1, x15, #0x100
b.cc	8aac4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x768>  // b.lo, b.ul, b.last
add	x13, x15, x17, lsl #2
add	x4, x15, #0x200
add	x13, x13, #0x200
cmp	x1, x13
b.cs	8aba4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x848>  // b.hs, b.nlast
add	x13, x15, x17, lsl #3
add	x13, x13, #0x100
cmp	x4, x13
b.cs	8aba4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x848>  // b.hs, b.nlast
mov	x3, xzr
add	x13, x15, x3, lsl #2
add	x14, x15, x3, lsl #3
sub	x3, x17, x3
add	x4, x13, #0x200
add	x5, x14, #0x100
ldur	w13, [x5, #-252]
subs	x3, x3, #0x1
mul	x13, x13, x11
lsr	x14, x13, #27
ubfx	x13, x13, #32, #1
and	x14, x14, #0x1fffffffc0
str	x14, [x5], #8
str	w13, [x4], #4
b.ne	8aadc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x780>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8ab20 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7c4>  // b.plast
lsl	x3, x17, #3
ldr	x13, [x1], #8
subs	x3, x3, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	8ab0c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7b0>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	8ab80 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x824>
add	x8, x20, x8
lsr	x13, x4, #32
dup	v5.4s, w4
subs	x3, x3, #0x1
add	x1, x1, #0x8
mul	x13, x13, x11
mul	v6.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
lsr	x13, x13, #27
ushr	v6.4s, v6.4s, #27
ushr	v5.4s, v5.4s, #27
and	x13, x13, #0x20
add	x8, x8, x13
ushl	v6.4s, v1.4s, v6.4s
ushl	v5.4s, v1.4s, v5.4s
ldp	q7, q16, [x8]
orr	v6.16b, v7.16b, v6.16b
orr	v5.16b, v16.16b, v5.16b
stp	q6, q5, [x8]
b.eq	8a7c8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x46c>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	8ab30 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7d4>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8e240 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ee4>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	8ab34 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7d8>
and	x3, x17, #0x3c
add	x5, x15, #0x100
and	x6, x17, #0x3c
ldp	q5, q6, [x5, #-256]
fmov	x13, d0
mov	x7, v0.d[1]
subs	x6, x6, #0x4
ushr	v5.2d, v5.2d, #32
ushr	v6.2d, v6.2d, #32
fmov	x14, d5
fmov	x24, d6
mov	x21, v6.d[1]
mov	x25, v5.d[1]
mul	x13, x14, x13
fmov	x14, d0
mul	x21, x21, x7
mul	x14, x24, x14
fmov	d6, x13
mul	x7, x25, x7
fmov	d5, x14
mov	v6.d[1], x7
mov	v5.d[1], x21
ushr	v16.2d, v6.2d, #27
ushr	v7.2d, v5.2d, #27
uzp2	v5.4s, v6.4s, v5.4s
and	v6.16b, v7.16b, v2.16b
and	v7.16b, v16.16b, v2.16b
and	v5.16b, v5.16b, v1.16b
stp	q7, q6, [x5], #32
str	q5, [x4], #16
b.ne	8abb0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x854>  // b.any
cmp	x17, x3
b.eq	8ab00 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7a4>  // b.none
b	8aac8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x76c>
ldr	x22, [x1, #8]
lsr	x8, x22, #58
cbnz	x8, 8c2b0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f54>
lsl	x23, x22, #6
movi	v0.2d, #0x0
tbz	w0, #0, 8c2bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f60>
ldr	x24, [x1]
add	x0, sp, #0x10
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #656]
add	x25, sp, #0x10
stp	q0, q0, [sp, #688]
stp	q0, q0, [sp, #720]
stp	q0, q0, [sp, #752]
stp	q0, q0, [sp, #784]
stp	q0, q0, [sp, #816]
stp	q0, q0, [sp, #848]
stp	q0, q0, [sp, #880]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #912]
stp	q0, q0, [sp, #944]
stp	q0, q0, [sp, #976]
stp	q0, q0, [sp, #1008]
str	q0, [sp, #1040]
str	q0, [sp, #1056]
str	q0, [sp, #1072]
str	q0, [sp, #1088]
str	q0, [sp, #1104]
str	q0, [sp, #1120]
str	q0, [sp, #1136]
str	q0, [sp, #1152]
str	q0, [sp, #1168]
str	q0, [sp, #1184]
str	q0, [sp, #1200]
str	q0, [sp, #1216]
str	q0, [sp, #1232]
str	q0, [sp, #1248]
str	q0, [sp, #1264]
str	q0, [sp, #1280]
cbz	x2, 8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 8ae88 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xb2c>
ldr	x13, [x21, #16]
add	x15, sp, #0x10
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x11
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
ldp	x6, x26, [x14, #-32]
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
eor	x7, x13, x26, ror #32
ror	x26, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x26, x26, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x26, x6
lsr	x26, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x26, x26, #0x8
mul	x5, x5, x10
eor	x18, x26, x18
lsr	x26, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x26, #0x8
mul	x18, x18, x10
lsr	x26, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x26, x26, #0x8
eor	x6, x26, x6
lsr	x26, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x26, x26, #0x8
eor	x4, x26, x4
lsr	x26, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x26, #0x8
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
b.ne	8ad18 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x9bc>  // b.any
cmp	x12, x8
b.eq	8af88 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xc2c>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x21, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8af44 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xbe8>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x11, #6, #58
add	x17, sp, #0x10
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
b.ne	8aed8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xb7c>  // b.any
cbz	x15, 8af88 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xc2c>
add	x12, sp, #0x10
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
cmp	x14, x8
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	8af48 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xbec>  // b.lo, b.ul, b.last
ldp	x12, x13, [sp, #16]
tst	x8, #0x7
ldp	x14, x15, [sp, #32]
cinc	x11, x11, ne	// ne = any
ldp	x16, x17, [sp, #48]
cmp	x11, #0x1
umulh	x12, x12, x22
ldp	x18, x0, [sp, #64]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #272]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #288]
umulh	x0, x0, x22
lsl	x12, x17, #6
stp	x13, x12, [sp, #304]
lsl	x13, x18, #6
lsl	x12, x0, #6
stp	x13, x12, [sp, #320]
b.eq	8b134 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xdd8>  // b.none
ldp	x12, x13, [sp, #80]
cmp	x11, #0x2
ldp	x14, x15, [sp, #96]
ldp	x16, x17, [sp, #112]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #128]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #336]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #352]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #368]
lsl	x12, x0, #6
stp	x14, x12, [sp, #384]
b.eq	8b134 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xdd8>  // b.none
ldp	x12, x13, [sp, #144]
cmp	x11, #0x3
ldp	x14, x15, [sp, #160]
ldp	x16, x17, [sp, #176]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #192]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #400]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #416]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #432]
lsl	x12, x0, #6
stp	x14, x12, [sp, #448]
b.eq	8b134 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xdd8>  // b.none
ldp	x12, x13, [sp, #208]
cmp	x11, #0x4
ldp	x14, x15, [sp, #224]
ldp	x16, x17, [sp, #240]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #256]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #464]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #480]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #496]
lsl	x12, x0, #6
str	x14, [sp, #512]
str	x12, [sp, #520]
b.ne	8e26c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3f10>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8b158 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xdfc>  // b.plast
lsl	x11, x8, #3
add	x12, x25, #0x100
ldr	x13, [x12], #8
subs	x11, x11, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	8b144 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xde8>  // b.any
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x17, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q0, [x15, #80]
ldr	q1, [x16, #96]
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q3, [x15, #112]
ldr	q5, [x17, #144]
ldr	q4, [x16, #128]
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x17, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
mov	w11, #0x79b1                	// #31153
ldr	x12, [x21, #16]
ldr	q6, [x15, #160]
ldr	q7, [x16, #176]
ldr	q16, [x17, #192]
mov	x0, xzr
movk	w11, #0x9e37, lsl #16
movi	v2.4s, #0x1
add	x15, sp, #0x290
add	x1, sp, #0x10
mov	w16, #0x20                  	// #32
b	8b1d0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xe74>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x0
b.eq	8b654 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12f8>  // b.none
adds	x1, x17, x0
b.cs	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 8b384 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1028>
add	x13, x9, #0x20
add	x4, x15, #0x20
mov	x5, x1
add	x3, x13, x0, lsl #3
ldp	x7, x6, [x3, #16]
subs	x5, x5, #0x1
ldp	x26, x25, [x3]
eor	x6, x12, x6, ror #32
eor	x7, x12, x7, ror #32
eor	x25, x12, x25, ror #32
eor	x26, x12, x26, ror #32
ror	x21, x6, #40
ror	x27, x7, #40
ror	x30, x25, #40
ror	x14, x26, #40
eor	x21, x21, x6, ror #15
eor	x27, x27, x7, ror #15
eor	x30, x30, x25, ror #15
eor	x14, x14, x26, ror #15
eor	x6, x21, x6
ldp	x21, x28, [x3, #-16]
eor	x25, x30, x25
ldp	x30, x13, [x3, #-32]
eor	x7, x27, x7
eor	x14, x14, x26
mul	x25, x25, x10
eor	x28, x12, x28, ror #32
eor	x21, x12, x21, ror #32
add	x3, x3, #0x40
eor	x30, x12, x30, ror #32
eor	x13, x12, x13, ror #32
mul	x7, x7, x10
ror	x27, x28, #40
ror	x26, x21, #40
mul	x14, x14, x10
eor	x27, x27, x28, ror #15
eor	x26, x26, x21, ror #15
mul	x6, x6, x10
eor	x27, x27, x28
ror	x28, x30, #40
eor	x21, x26, x21
ror	x26, x13, #40
mul	x21, x21, x10
eor	x28, x28, x30, ror #15
eor	x26, x26, x13, ror #15
mul	x27, x27, x10
eor	x28, x28, x30
lsr	x30, x7, #35
mul	x28, x28, x10
eor	x13, x26, x13
lsr	x26, x14, #35
add	x30, x30, #0x8
mul	x13, x13, x10
eor	x7, x30, x7
lsr	x30, x21, #35
add	x26, x26, #0x8
eor	x14, x26, x14
add	x26, x30, #0x8
mul	x7, x7, x10
lsr	x30, x28, #35
eor	x21, x26, x21
mul	x14, x14, x10
lsr	x26, x13, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x21, x21, x10
add	x26, x26, #0x8
eor	x7, x7, x7, lsr #28
eor	x13, x26, x13
lsr	x26, x25, #35
add	x30, x30, #0x8
mul	x28, x28, x10
eor	x27, x30, x27
lsr	x30, x6, #35
add	x26, x26, #0x8
mul	x13, x13, x10
eor	x25, x26, x25
add	x26, x30, #0x8
eor	x6, x26, x6
eor	x21, x21, x21, lsr #28
mul	x25, x25, x10
eor	x28, x28, x28, lsr #28
mul	x27, x27, x10
eor	x13, x13, x13, lsr #28
mul	x6, x6, x10
stp	x28, x13, [x4, #-32]
eor	x13, x14, x14, lsr #28
eor	x14, x25, x25, lsr #28
eor	x26, x27, x27, lsr #28
stp	x13, x14, [x4]
eor	x13, x6, x6, lsr #28
stp	x21, x26, [x4, #-16]
stp	x7, x13, [x4, #16]
add	x4, x4, #0x40
b.ne	8b214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xeb8>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	8b488 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x112c>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	8b444 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x10e8>  // b.lo, b.ul, b.last
lsl	x21, x1, #6
and	x4, x6, #0x1
add	x13, x9, #0x8
sub	x3, x7, x4
add	x7, x21, x0, lsl #3
add	x3, x5, x3
add	x5, x5, x4
add	x21, x15, x21
sub	x5, x5, x6
add	x6, x13, x7
add	x7, x21, #0x8
ldp	x21, x25, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x21, x12, x21, ror #32
eor	x25, x12, x25, ror #32
ror	x26, x21, #15
ror	x27, x25, #15
eor	x26, x26, x21, ror #40
eor	x27, x27, x25, ror #40
eor	x21, x26, x21
eor	x25, x27, x25
mul	x21, x21, x10
mul	x25, x25, x10
lsr	x26, x21, #35
lsr	x27, x25, #35
add	x26, x26, #0x8
eor	x21, x26, x21
add	x26, x27, #0x8
mul	x21, x21, x10
eor	x25, x26, x25
mul	x25, x25, x10
eor	x21, x21, x21, lsr #28
eor	x25, x25, x25, lsr #28
stp	x21, x25, [x7, #-8]
add	x7, x7, #0x10
b.ne	8b3d8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x107c>  // b.any
cbz	x4, 8b488 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x112c>
add	x4, x9, x0, lsl #3
ldr	x14, [x4, x3, lsl #3]
mov	x13, x3
eor	x14, x12, x14, ror #32
ror	x3, x14, #15
eor	x3, x3, x14, ror #40
eor	x14, x3, x14
mul	x14, x14, x10
lsr	x3, x14, #35
add	x3, x3, #0x8
eor	x14, x3, x14
add	x3, x13, #0x1
mul	x14, x14, x10
cmp	x3, x17
eor	x14, x14, x14, lsr #28
str	x14, [x15, x13, lsl #3]
b.cc	8b448 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x10ec>  // b.lo, b.ul, b.last
ldp	x13, x14, [x15]
tst	x17, #0x7
ldp	x3, x4, [x15, #16]
cinc	x1, x1, ne	// ne = any
ldp	x5, x6, [x15, #32]
cmp	x1, #0x1
umulh	x13, x13, x22
ldp	x7, x21, [x15, #48]
umulh	x14, x14, x22
umulh	x3, x3, x22
lsl	x13, x13, #6
umulh	x4, x4, x22
lsl	x14, x14, #6
umulh	x5, x5, x22
lsl	x3, x3, #6
stp	x13, x14, [x15, #256]
umulh	x6, x6, x22
lsl	x13, x4, #6
umulh	x7, x7, x22
lsl	x14, x5, #6
stp	x3, x13, [x15, #272]
umulh	x21, x21, x22
lsl	x13, x6, #6
stp	x14, x13, [x15, #288]
lsl	x14, x7, #6
lsl	x13, x21, #6
stp	x14, x13, [x15, #304]
b.eq	8b630 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12d4>  // b.none
ldp	x13, x14, [x15, #64]
cmp	x1, #0x2
ldp	x3, x4, [x15, #80]
ldp	x5, x6, [x15, #96]
umulh	x13, x13, x22
ldp	x7, x21, [x15, #112]
umulh	x14, x14, x22
umulh	x3, x3, x22
lsl	x13, x13, #6
umulh	x4, x4, x22
lsl	x14, x14, #6
umulh	x5, x5, x22
lsl	x3, x3, #6
stp	x13, x14, [x15, #320]
umulh	x6, x6, x22
lsl	x13, x4, #6
umulh	x7, x7, x22
lsl	x14, x5, #6
stp	x3, x13, [x15, #336]
umulh	x21, x21, x22
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #352]
lsl	x13, x21, #6
stp	x3, x13, [x15, #368]
b.eq	8b630 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12d4>  // b.none
ldp	x13, x14, [x15, #128]
cmp	x1, #0x3
ldp	x3, x4, [x15, #144]
ldp	x5, x6, [x15, #160]
umulh	x13, x13, x22
ldp	x7, x21, [x15, #176]
umulh	x14, x14, x22
umulh	x3, x3, x22
lsl	x13, x13, #6
umulh	x4, x4, x22
lsl	x14, x14, #6
umulh	x5, x5, x22
lsl	x3, x3, #6
stp	x13, x14, [x15, #384]
umulh	x6, x6, x22
lsl	x13, x4, #6
umulh	x7, x7, x22
lsl	x14, x5, #6
stp	x3, x13, [x15, #400]
umulh	x21, x21, x22
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #416]
lsl	x13, x21, #6
stp	x3, x13, [x15, #432]
b.eq	8b630 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12d4>  // b.none
ldp	x13, x14, [x15, #192]
cmp	x1, #0x4
ldp	x3, x4, [x15, #208]
ldp	x5, x6, [x15, #224]
umulh	x13, x13, x22
ldp	x7, x21, [x15, #240]
umulh	x14, x14, x22
umulh	x3, x3, x22
lsl	x13, x13, #6
umulh	x4, x4, x22
lsl	x14, x14, #6
umulh	x5, x5, x22
lsl	x3, x3, #6
stp	x13, x14, [x15, #448]
umulh	x6, x6, x22
lsl	x13, x4, #6
umulh	x7, x7, x22
lsl	x14, x5, #6
stp	x3, x13, [x15, #464]
umulh	x21, x21, x22
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #480]
lsl	x13, x21, #6
stp	x3, x13, [x15, #496]
b.ne	8e254 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ef8>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8b654 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12f8>  // b.plast
lsl	x1, x17, #3
add	x3, x15, #0x100
ldr	x13, [x3], #8
subs	x1, x1, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	8b640 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12e4>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	8b6f8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x139c>
add	x8, x20, x8
mul	w13, w4, w11
dup	v17.4s, w4
subs	x3, x3, #0x1
add	x1, x1, #0x8
lsr	w13, w13, #22
mul	v19.4s, v17.4s, v0.4s
mul	v20.4s, v17.4s, v3.4s
mul	v22.4s, v17.4s, v5.4s
mul	v17.4s, v17.4s, v7.4s
ldrh	w13, [x24, w13, uxtw #1]
dup	v18.4s, w13
ushr	v19.4s, v19.4s, #27
ushr	v20.4s, v20.4s, #27
ushr	v22.4s, v22.4s, #27
ushr	v17.4s, v17.4s, #27
ushl	v21.4s, v18.4s, v1.4s
ushl	v23.4s, v18.4s, v4.4s
ushl	v24.4s, v18.4s, v6.4s
ushl	v18.4s, v18.4s, v16.4s
and	v21.16b, v21.16b, v2.16b
and	v23.16b, v23.16b, v2.16b
bic	v24.4s, #0xfe
bic	v18.4s, #0xe
ushl	v19.4s, v21.4s, v19.4s
ushl	v20.4s, v23.4s, v20.4s
ushl	v22.4s, v24.4s, v22.4s
ldp	q21, q23, [x8]
ushl	v17.4s, v18.4s, v17.4s
orr	v18.16b, v21.16b, v19.16b
ldp	q19, q21, [x8, #32]
orr	v20.16b, v23.16b, v20.16b
orr	v19.16b, v19.16b, v22.16b
orr	v17.16b, v21.16b, v17.16b
stp	q18, q20, [x8]
stp	q19, q17, [x8, #32]
b.eq	8b1bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xe60>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	8b664 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1308>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8e240 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ee4>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	8b668 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x130c>
ldr	x22, [x1, #8]
lsr	x8, x22, #58
cbnz	x8, 8d9e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3688>
lsl	x8, x22, #6
movi	v0.2d, #0x0
str	x8, [sp, #8]
tbz	w0, #0, 8d9f4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3698>
ldr	x24, [x1]
add	x0, sp, #0x10
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #656]
add	x25, sp, #0x10
stp	q0, q0, [sp, #688]
stp	q0, q0, [sp, #720]
stp	q0, q0, [sp, #752]
stp	q0, q0, [sp, #784]
stp	q0, q0, [sp, #816]
stp	q0, q0, [sp, #848]
stp	q0, q0, [sp, #880]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #912]
stp	q0, q0, [sp, #944]
stp	q0, q0, [sp, #976]
stp	q0, q0, [sp, #1008]
str	q0, [sp, #1040]
str	q0, [sp, #1056]
str	q0, [sp, #1072]
str	q0, [sp, #1088]
str	q0, [sp, #1104]
str	q0, [sp, #1120]
str	q0, [sp, #1136]
str	q0, [sp, #1152]
str	q0, [sp, #1168]
str	q0, [sp, #1184]
str	q0, [sp, #1200]
str	q0, [sp, #1216]
str	q0, [sp, #1232]
str	q0, [sp, #1248]
str	q0, [sp, #1264]
str	q0, [sp, #1280]
cbz	x2, 8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 8b97c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1620>
ldr	x13, [x21, #16]
add	x15, sp, #0x10
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x11
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
ldp	x6, x26, [x14, #-32]
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
eor	x7, x13, x26, ror #32
ror	x26, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x26, x26, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x26, x6
lsr	x26, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x26, x26, #0x8
mul	x5, x5, x10
eor	x18, x26, x18
lsr	x26, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x26, #0x8
mul	x18, x18, x10
lsr	x26, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x26, x26, #0x8
eor	x6, x26, x6
lsr	x26, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x26, x26, #0x8
eor	x4, x26, x4
lsr	x26, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x26, #0x8
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
b.ne	8b80c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x14b0>  // b.any
cmp	x12, x8
add	x13, x25, #0x100
b.eq	8ba80 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1724>  // b.none
orr	x14, x12, #0x1
and	x15, x8, #0x38
cmp	x8, x14
ldr	x14, [x21, #16]
csinc	x17, x8, x12, hi	// hi = pmore
sub	x18, x17, x12
cmp	x18, #0x2
b.cc	8ba3c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x16e0>  // b.lo, b.ul, b.last
mov	w0, #0x8                   	// #8
and	x16, x17, #0x1
bfi	x0, x11, #6, #58
sub	x15, x18, x16
add	x11, x12, x16
add	x18, sp, #0x10
add	x15, x12, x15
sub	x11, x11, x17
add	x12, x9, x0
add	x17, x18, x0
ldp	x18, x0, [x12, #-8]
adds	x11, x11, #0x2
add	x12, x12, #0x10
eor	x18, x14, x18, ror #32
eor	x0, x14, x0, ror #32
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
b.ne	8b9d0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1674>  // b.any
cbz	x16, 8ba80 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1724>
add	x11, sp, #0x10
mov	x12, x15
ldr	x15, [x9, x15, lsl #3]
eor	x15, x14, x15, ror #32
ror	x16, x15, #15
eor	x16, x16, x15, ror #40
eor	x15, x16, x15
mul	x15, x15, x10
lsr	x16, x15, #35
add	x16, x16, #0x8
eor	x15, x16, x15
mul	x16, x15, x10
add	x15, x12, #0x1
cmp	x15, x8
eor	x16, x16, x16, lsr #28
str	x16, [x11, x12, lsl #3]
b.cc	8ba40 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x16e4>  // b.lo, b.ul, b.last
lsl	x11, x22, #1
mov	w12, #0x79b1                	// #31153
mov	x15, xzr
movk	w12, #0x9e37, lsl #16
add	x14, sp, #0x10
add	x16, x14, x15, lsl #3
ldr	x17, [x16]
lsr	x18, x17, #32
mul	w17, w17, w12
mul	x18, x18, x11
lsr	w17, w17, #22
lsr	x0, x18, #27
and	x0, x0, #0x1fffffffc0
str	x0, [x16, #256]
ubfx	x16, x18, #32, #1
add	x18, x14, x15, lsl #2
ldrh	w17, [x24, w17, uxtw #1]
add	x15, x15, #0x1
cmp	x8, x15
bfi	w16, w17, #1, #9
str	w16, [x18, #512]
b.ne	8ba94 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1738>  // b.any
ldr	x14, [sp, #8]
cmp	x14, #0x40, lsl #12
b.ls	8bafc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x17a0>  // b.plast
lsl	x14, x8, #3
ldr	x15, [x13], #8
subs	x14, x14, #0x8
add	x15, x20, x15
prfm	pldl1keep, [x15]
b.ne	8bae8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x178c>  // b.any
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x17, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x18, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q0, [x16, #16]
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	x13, [x21, #16]
ldr	q2, [x16, #32]
ldr	q3, [x17, #48]
ldr	q4, [x18, #64]
mov	x0, xzr
movi	v1.4s, #0x1
add	x16, sp, #0x290
add	x1, sp, #0x10
mov	w17, #0x20                  	// #32
b	8bb4c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x17f0>
cmp	x2, x0
mov	x1, x16
mov	x16, x3
mov	x8, x18
b.eq	8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>  // b.none
add	x0, x8, x0
mov	x3, x1
subs	x18, x2, x0
cmp	x18, #0x20
csel	x18, x18, x17, cc	// cc = lo, ul, last
cmp	x2, x0
b.eq	8be70 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b14>  // b.none
adds	x1, x18, x0
b.cs	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.pmore
lsr	x1, x18, #3
cbz	x1, 8bd00 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x19a4>
add	x14, x9, #0x20
add	x5, x16, #0x20
mov	x6, x1
add	x4, x14, x0, lsl #3
ldp	x21, x7, [x4, #16]
subs	x6, x6, #0x1
ldp	x27, x26, [x4]
eor	x7, x13, x7, ror #32
eor	x21, x13, x21, ror #32
eor	x26, x13, x26, ror #32
eor	x27, x13, x27, ror #32
ror	x25, x7, #40
ror	x28, x21, #40
ror	x15, x26, #40
ror	x14, x27, #40
eor	x25, x25, x7, ror #15
eor	x28, x28, x21, ror #15
eor	x15, x15, x26, ror #15
eor	x14, x14, x27, ror #15
eor	x7, x25, x7
ldp	x25, x30, [x4, #-16]
eor	x15, x15, x26
ldp	x26, x23, [x4, #-32]
eor	x21, x28, x21
eor	x14, x14, x27
mul	x15, x15, x10
eor	x30, x13, x30, ror #32
eor	x25, x13, x25, ror #32
add	x4, x4, #0x40
eor	x26, x13, x26, ror #32
eor	x23, x13, x23, ror #32
mul	x21, x21, x10
ror	x28, x30, #40
ror	x27, x25, #40
mul	x14, x14, x10
eor	x28, x28, x30, ror #15
eor	x27, x27, x25, ror #15
mul	x7, x7, x10
eor	x28, x28, x30
ror	x30, x26, #40
eor	x25, x27, x25
ror	x27, x23, #40
mul	x25, x25, x10
eor	x30, x30, x26, ror #15
eor	x27, x27, x23, ror #15
mul	x28, x28, x10
eor	x26, x30, x26
lsr	x30, x21, #35
mul	x26, x26, x10
eor	x23, x27, x23
lsr	x27, x14, #35
add	x30, x30, #0x8
mul	x23, x23, x10
eor	x21, x30, x21
lsr	x30, x25, #35
add	x27, x27, #0x8
eor	x14, x27, x14
add	x27, x30, #0x8
mul	x21, x21, x10
lsr	x30, x26, #35
eor	x25, x27, x25
mul	x14, x14, x10
lsr	x27, x23, #35
add	x30, x30, #0x8
eor	x26, x30, x26
lsr	x30, x28, #35
mul	x25, x25, x10
add	x27, x27, #0x8
eor	x21, x21, x21, lsr #28
eor	x23, x27, x23
lsr	x27, x15, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x7, #35
mul	x26, x26, x10
add	x27, x27, #0x8
eor	x14, x14, x14, lsr #28
eor	x15, x27, x15
mul	x23, x23, x10
add	x27, x30, #0x8
eor	x7, x27, x7
eor	x25, x25, x25, lsr #28
mul	x15, x15, x10
eor	x26, x26, x26, lsr #28
mul	x28, x28, x10
eor	x23, x23, x23, lsr #28
mul	x7, x7, x10
eor	x15, x15, x15, lsr #28
stp	x26, x23, [x5, #-32]
eor	x26, x28, x28, lsr #28
stp	x14, x15, [x5]
eor	x14, x7, x7, lsr #28
stp	x25, x26, [x5, #-16]
stp	x21, x14, [x5, #16]
add	x5, x5, #0x40
b.ne	8bb90 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1834>  // b.any
and	x5, x18, #0x38
cmp	x5, x18
b.eq	8be04 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1aa8>  // b.none
orr	x4, x5, #0x1
cmp	x18, x4
and	x4, x18, #0x38
csinc	x6, x18, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	8bdc0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1a64>  // b.lo, b.ul, b.last
lsl	x21, x1, #6
and	x1, x6, #0x1
add	x14, x9, #0x8
sub	x4, x7, x1
add	x7, x21, x0, lsl #3
add	x4, x5, x4
add	x5, x5, x1
add	x21, x16, x21
sub	x5, x5, x6
add	x6, x14, x7
add	x7, x21, #0x8
ldp	x21, x25, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x21, x13, x21, ror #32
eor	x25, x13, x25, ror #32
ror	x26, x21, #15
ror	x27, x25, #15
eor	x26, x26, x21, ror #40
eor	x27, x27, x25, ror #40
eor	x21, x26, x21
eor	x25, x27, x25
mul	x21, x21, x10
mul	x25, x25, x10
lsr	x26, x21, #35
lsr	x27, x25, #35
add	x26, x26, #0x8
eor	x21, x26, x21
add	x26, x27, #0x8
mul	x21, x21, x10
eor	x25, x26, x25
mul	x25, x25, x10
eor	x21, x21, x21, lsr #28
eor	x25, x25, x25, lsr #28
stp	x21, x25, [x7, #-8]
add	x7, x7, #0x10
b.ne	8bd54 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x19f8>  // b.any
cbz	x1, 8be04 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1aa8>
add	x1, x9, x0, lsl #3
ldr	x15, [x1, x4, lsl #3]
mov	x14, x4
eor	x15, x13, x15, ror #32
ror	x4, x15, #15
eor	x4, x4, x15, ror #40
eor	x15, x4, x15
mul	x15, x15, x10
lsr	x4, x15, #35
add	x4, x4, #0x8
eor	x15, x4, x15
add	x4, x14, #0x1
mul	x15, x15, x10
cmp	x4, x18
eor	x15, x15, x15, lsr #28
str	x15, [x16, x14, lsl #3]
b.cc	8bdc4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1a68>  // b.lo, b.ul, b.last
add	x1, x16, #0x100
add	x4, x16, #0x200
mov	x5, x18
add	x6, x16, #0x100
ldur	x14, [x6, #-256]
subs	x5, x5, #0x1
lsr	x15, x14, #32
mul	w14, w14, w12
mul	x15, x15, x11
lsr	w14, w14, #22
lsr	x7, x15, #27
ubfx	x15, x15, #32, #1
and	x7, x7, #0x1fffffffc0
str	x7, [x6], #8
ldrh	w14, [x24, w14, uxtw #1]
bfi	w15, w14, #1, #9
str	w15, [x4], #4
b.ne	8be14 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1ab8>  // b.any
ldr	x14, [sp, #8]
cmp	x14, #0x40, lsl #12
b.ls	8be70 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b14>  // b.plast
lsl	x4, x18, #3
ldr	x14, [x1], #8
subs	x4, x4, #0x8
add	x14, x20, x14
prfm	pldl1keep, [x14]
b.ne	8be5c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b00>  // b.any
cmp	x8, #0x1
add	x1, x3, #0x100
csinc	x4, x8, xzr, hi	// hi = pmore
b	8bef8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b9c>
add	x8, x20, x8
mul	w14, w5, w12
dup	v5.4s, w5
lsr	x15, x5, #32
subs	x4, x4, #0x1
add	x1, x1, #0x8
lsr	w14, w14, #22
mul	v6.4s, v5.4s, v0.4s
mul	v5.4s, v5.4s, v2.4s
ldrh	w14, [x24, w14, uxtw #1]
dup	v7.4s, w14
mul	x14, x15, x11
ushr	v6.4s, v6.4s, #27
ushr	v5.4s, v5.4s, #27
and	v16.16b, v7.16b, v3.16b
and	v7.16b, v7.16b, v4.16b
ushl	v6.4s, v1.4s, v6.4s
ushl	v5.4s, v1.4s, v5.4s
lsr	x14, x14, #27
cmeq	v16.4s, v16.4s, #0
cmeq	v7.4s, v7.4s, #0
and	x14, x14, #0x20
add	x8, x8, x14
bic	v6.16b, v6.16b, v16.16b
bic	v5.16b, v5.16b, v7.16b
ldp	q7, q16, [x8]
orr	v6.16b, v6.16b, v7.16b
orr	v5.16b, v5.16b, v16.16b
stp	q6, q5, [x8]
b.eq	8bb38 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x17dc>  // b.none
ldur	x5, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	8be80 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b24>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8e240 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ee4>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	8be84 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b28>
ldp	q1, q2, [sp, #16]
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x14, d1
fmov	x16, d2
mov	x15, v2.d[1]
mov	x17, v1.d[1]
movi	v2.4s, #0x1
mul	x14, x14, x11
mul	x16, x16, x11
mul	x15, x15, x11
fmov	d4, x14
mov	x14, #0x1fffffffc0          	// #137438953408
mul	x17, x17, x11
dup	v1.2d, x14
and	x14, x8, #0x3c
fmov	d3, x16
cmp	x14, #0x4
mov	v3.d[1], x15
mov	v4.d[1], x17
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [sp, #272]
str	q3, [sp, #528]
b.eq	8c2a4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f48>  // b.none
ldp	q3, q4, [sp, #48]
fmov	x16, d0
mov	x15, v0.d[1]
cmp	x14, #0x8
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [sp, #304]
str	q2, [sp, #544]
b.eq	8c2a4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f48>  // b.none
ldp	q1, q2, [sp, #80]
fmov	x16, d0
cmp	x14, #0xc
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [sp, #336]
str	q3, [sp, #560]
b.eq	8c2a4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f48>  // b.none
ldp	q3, q4, [sp, #112]
fmov	x16, d0
cmp	x14, #0x10
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [sp, #368]
str	q2, [sp, #576]
b.eq	8c2a4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f48>  // b.none
ldp	q1, q2, [sp, #144]
fmov	x16, d0
cmp	x14, #0x14
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [sp, #400]
str	q3, [sp, #592]
b.eq	8c2a4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f48>  // b.none
ldp	q3, q4, [sp, #176]
fmov	x16, d0
cmp	x14, #0x18
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [sp, #432]
str	q2, [sp, #608]
b.eq	8c2a4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f48>  // b.none
ldp	q1, q2, [sp, #208]
fmov	x16, d0
cmp	x14, #0x1c
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [sp, #464]
str	q3, [sp, #624]
b.eq	8c2a4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f48>  // b.none
ldp	q3, q4, [sp, #240]
fmov	x16, d0
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x15, x1, x15
fmov	d3, x17
mov	v4.d[1], x15
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [sp, #496]
str	q2, [sp, #640]
cmp	x8, x14
b.eq	8a774 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x418>  // b.none
b	8a73c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3e0>
mov	x23, #0xffffffffffffffff    	// #-1
movi	v0.2d, #0x0
tbnz	w0, #0, 8ac44 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x8e8>
ldr	x24, [x1]
add	x0, sp, #0x10
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #656]
add	x25, sp, #0x10
stp	q0, q0, [sp, #688]
stp	q0, q0, [sp, #720]
stp	q0, q0, [sp, #752]
stp	q0, q0, [sp, #784]
stp	q0, q0, [sp, #816]
stp	q0, q0, [sp, #848]
stp	q0, q0, [sp, #880]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #912]
stp	q0, q0, [sp, #944]
stp	q0, q0, [sp, #976]
stp	q0, q0, [sp, #1008]
str	q0, [sp, #1040]
str	q0, [sp, #1056]
str	q0, [sp, #1072]
str	q0, [sp, #1088]
str	q0, [sp, #1104]
str	q0, [sp, #1120]
str	q0, [sp, #1136]
str	q0, [sp, #1152]
str	q0, [sp, #1168]
str	q0, [sp, #1184]
str	q0, [sp, #1200]
str	q0, [sp, #1216]
str	q0, [sp, #1232]
str	q0, [sp, #1248]
str	q0, [sp, #1264]
str	q0, [sp, #1280]
cbz	x2, 8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 8c500 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x21a4>
ldr	x13, [x21, #16]
add	x15, sp, #0x10
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x11
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
ldp	x6, x26, [x14, #-32]
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
eor	x7, x13, x26, ror #32
ror	x26, x6, #15
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #15
eor	x26, x26, x6, ror #40
mul	x0, x0, x10
eor	x5, x5, x7, ror #40
eor	x6, x26, x6
lsr	x26, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x26, x26, #0x8
mul	x5, x5, x10
eor	x18, x26, x18
lsr	x26, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x26, #0x8
mul	x18, x18, x10
lsr	x26, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x26, x26, #0x8
eor	x6, x26, x6
lsr	x26, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x26, x26, #0x8
eor	x4, x26, x4
lsr	x26, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x26, #0x8
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
b.ne	8c390 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2034>  // b.any
cmp	x12, x8
b.eq	8c600 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x22a4>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x21, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8c5bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2260>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x11, #6, #58
add	x17, sp, #0x10
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
b.ne	8c550 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x21f4>  // b.any
cbz	x15, 8c600 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x22a4>
add	x12, sp, #0x10
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
cmp	x14, x8
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	8c5c0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2264>  // b.lo, b.ul, b.last
ldp	x12, x13, [sp, #16]
tst	x8, #0x7
ldp	x14, x15, [sp, #32]
cinc	x11, x11, ne	// ne = any
ldp	x16, x17, [sp, #48]
cmp	x11, #0x1
umulh	x12, x12, x22
ldp	x18, x0, [sp, #64]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #272]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #288]
umulh	x0, x0, x22
lsl	x12, x17, #6
stp	x13, x12, [sp, #304]
lsl	x13, x18, #6
lsl	x12, x0, #6
stp	x13, x12, [sp, #320]
b.eq	8c7ac <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2450>  // b.none
ldp	x12, x13, [sp, #80]
cmp	x11, #0x2
ldp	x14, x15, [sp, #96]
ldp	x16, x17, [sp, #112]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #128]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #336]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #352]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #368]
lsl	x12, x0, #6
stp	x14, x12, [sp, #384]
b.eq	8c7ac <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2450>  // b.none
ldp	x12, x13, [sp, #144]
cmp	x11, #0x3
ldp	x14, x15, [sp, #160]
ldp	x16, x17, [sp, #176]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #192]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #400]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #416]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #432]
lsl	x12, x0, #6
stp	x14, x12, [sp, #448]
b.eq	8c7ac <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2450>  // b.none
ldp	x12, x13, [sp, #208]
cmp	x11, #0x4
ldp	x14, x15, [sp, #224]
ldp	x16, x17, [sp, #240]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #256]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #464]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #480]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #496]
lsl	x12, x0, #6
str	x14, [sp, #512]
str	x12, [sp, #520]
b.ne	8e26c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3f10>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8c7d0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2474>  // b.plast
lsl	x11, x8, #3
add	x12, x25, #0x100
ldr	x13, [x12], #8
subs	x11, x11, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	8c7bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2460>  // b.any
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x17, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	d0, [x15, #344]
ldr	q1, [x16, #80]
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	d3, [x15, #352]
ldr	d5, [x17, #360]
ldr	q4, [x16, #112]
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x17, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
mov	w11, #0x79b1                	// #31153
ldr	x12, [x21, #16]
ldr	q6, [x15, #144]
ldr	d7, [x16, #368]
ldr	q16, [x17, #176]
mov	x0, xzr
movk	w11, #0x9e37, lsl #16
movi	v2.4s, #0x1
add	x15, sp, #0x290
add	x1, sp, #0x10
mov	w16, #0x20                  	// #32
b	8c848 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x24ec>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x0
b.eq	8cccc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2970>  // b.none
adds	x1, x17, x0
b.cs	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 8c9fc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x26a0>
add	x13, x9, #0x20
add	x4, x15, #0x20
mov	x5, x1
add	x3, x13, x0, lsl #3
ldp	x7, x6, [x3, #16]
subs	x5, x5, #0x1
ldp	x26, x25, [x3]
eor	x6, x12, x6, ror #32
eor	x7, x12, x7, ror #32
eor	x25, x12, x25, ror #32
eor	x26, x12, x26, ror #32
ror	x21, x6, #15
ror	x27, x7, #15
ror	x30, x25, #15
ror	x14, x26, #15
eor	x21, x21, x6, ror #40
eor	x27, x27, x7, ror #40
eor	x30, x30, x25, ror #40
eor	x14, x14, x26, ror #40
eor	x6, x21, x6
ldp	x21, x28, [x3, #-16]
eor	x25, x30, x25
ldp	x30, x13, [x3, #-32]
eor	x7, x27, x7
eor	x14, x14, x26
mul	x25, x25, x10
eor	x28, x12, x28, ror #32
eor	x21, x12, x21, ror #32
add	x3, x3, #0x40
eor	x30, x12, x30, ror #32
eor	x13, x12, x13, ror #32
mul	x7, x7, x10
ror	x27, x28, #15
ror	x26, x21, #15
mul	x14, x14, x10
eor	x27, x27, x28, ror #40
eor	x26, x26, x21, ror #40
mul	x6, x6, x10
eor	x27, x27, x28
ror	x28, x30, #15
eor	x21, x26, x21
ror	x26, x13, #15
mul	x21, x21, x10
eor	x28, x28, x30, ror #40
eor	x26, x26, x13, ror #40
mul	x27, x27, x10
eor	x28, x28, x30
lsr	x30, x7, #35
mul	x28, x28, x10
eor	x13, x26, x13
lsr	x26, x14, #35
add	x30, x30, #0x8
mul	x13, x13, x10
eor	x7, x30, x7
lsr	x30, x21, #35
add	x26, x26, #0x8
eor	x14, x26, x14
add	x26, x30, #0x8
mul	x7, x7, x10
lsr	x30, x28, #35
eor	x21, x26, x21
mul	x14, x14, x10
lsr	x26, x13, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x21, x21, x10
add	x26, x26, #0x8
eor	x7, x7, x7, lsr #28
eor	x13, x26, x13
lsr	x26, x25, #35
add	x30, x30, #0x8
mul	x28, x28, x10
eor	x27, x30, x27
lsr	x30, x6, #35
add	x26, x26, #0x8
mul	x13, x13, x10
eor	x25, x26, x25
add	x26, x30, #0x8
eor	x6, x26, x6
eor	x21, x21, x21, lsr #28
mul	x25, x25, x10
eor	x28, x28, x28, lsr #28
mul	x27, x27, x10
eor	x13, x13, x13, lsr #28
mul	x6, x6, x10
stp	x28, x13, [x4, #-32]
eor	x13, x14, x14, lsr #28
eor	x14, x25, x25, lsr #28
eor	x26, x27, x27, lsr #28
stp	x13, x14, [x4]
eor	x13, x6, x6, lsr #28
stp	x21, x26, [x4, #-16]
stp	x7, x13, [x4, #16]
add	x4, x4, #0x40
b.ne	8c88c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2530>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	8cb00 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x27a4>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	8cabc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2760>  // b.lo, b.ul, b.last
lsl	x21, x1, #6
and	x4, x6, #0x1
add	x13, x9, #0x8
sub	x3, x7, x4
add	x7, x21, x0, lsl #3
add	x3, x5, x3
add	x5, x5, x4
add	x21, x15, x21
sub	x5, x5, x6
add	x6, x13, x7
add	x7, x21, #0x8
ldp	x21, x25, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x21, x12, x21, ror #32
eor	x25, x12, x25, ror #32
ror	x26, x21, #40
ror	x27, x25, #40
eor	x26, x26, x21, ror #15
eor	x27, x27, x25, ror #15
eor	x21, x26, x21
eor	x25, x27, x25
mul	x21, x21, x10
mul	x25, x25, x10
lsr	x26, x21, #35
lsr	x27, x25, #35
add	x26, x26, #0x8
eor	x21, x26, x21
add	x26, x27, #0x8
mul	x21, x21, x10
eor	x25, x26, x25
mul	x25, x25, x10
eor	x21, x21, x21, lsr #28
eor	x25, x25, x25, lsr #28
stp	x21, x25, [x7, #-8]
add	x7, x7, #0x10
b.ne	8ca50 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x26f4>  // b.any
cbz	x4, 8cb00 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x27a4>
add	x4, x9, x0, lsl #3
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
str	x14, [x15, x13, lsl #3]
b.cc	8cac0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2764>  // b.lo, b.ul, b.last
ldp	x13, x14, [x15]
tst	x17, #0x7
ldp	x3, x4, [x15, #16]
cinc	x1, x1, ne	// ne = any
ldp	x5, x6, [x15, #32]
cmp	x1, #0x1
umulh	x13, x13, x22
ldp	x7, x21, [x15, #48]
umulh	x14, x14, x22
umulh	x3, x3, x22
lsl	x13, x13, #6
umulh	x4, x4, x22
lsl	x14, x14, #6
umulh	x5, x5, x22
lsl	x3, x3, #6
stp	x13, x14, [x15, #256]
umulh	x6, x6, x22
lsl	x13, x4, #6
umulh	x7, x7, x22
lsl	x14, x5, #6
stp	x3, x13, [x15, #272]
umulh	x21, x21, x22
lsl	x13, x6, #6
stp	x14, x13, [x15, #288]
lsl	x14, x7, #6
lsl	x13, x21, #6
stp	x14, x13, [x15, #304]
b.eq	8cca8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x294c>  // b.none
ldp	x13, x14, [x15, #64]
cmp	x1, #0x2
ldp	x3, x4, [x15, #80]
ldp	x5, x6, [x15, #96]
umulh	x13, x13, x22
ldp	x7, x21, [x15, #112]
umulh	x14, x14, x22
umulh	x3, x3, x22
lsl	x13, x13, #6
umulh	x4, x4, x22
lsl	x14, x14, #6
umulh	x5, x5, x22
lsl	x3, x3, #6
stp	x13, x14, [x15, #320]
umulh	x6, x6, x22
lsl	x13, x4, #6
umulh	x7, x7, x22
lsl	x14, x5, #6
stp	x3, x13, [x15, #336]
umulh	x21, x21, x22
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #352]
lsl	x13, x21, #6
stp	x3, x13, [x15, #368]
b.eq	8cca8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x294c>  // b.none
ldp	x13, x14, [x15, #128]
cmp	x1, #0x3
ldp	x3, x4, [x15, #144]
ldp	x5, x6, [x15, #160]
umulh	x13, x13, x22
ldp	x7, x21, [x15, #176]
umulh	x14, x14, x22
umulh	x3, x3, x22
lsl	x13, x13, #6
umulh	x4, x4, x22
lsl	x14, x14, #6
umulh	x5, x5, x22
lsl	x3, x3, #6
stp	x13, x14, [x15, #384]
umulh	x6, x6, x22
lsl	x13, x4, #6
umulh	x7, x7, x22
lsl	x14, x5, #6
stp	x3, x13, [x15, #400]
umulh	x21, x21, x22
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #416]
lsl	x13, x21, #6
stp	x3, x13, [x15, #432]
b.eq	8cca8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x294c>  // b.none
ldp	x13, x14, [x15, #192]
cmp	x1, #0x4
ldp	x3, x4, [x15, #208]
ldp	x5, x6, [x15, #224]
umulh	x13, x13, x22
ldp	x7, x21, [x15, #240]
umulh	x14, x14, x22
umulh	x3, x3, x22
lsl	x13, x13, #6
umulh	x4, x4, x22
lsl	x14, x14, #6
umulh	x5, x5, x22
lsl	x3, x3, #6
stp	x13, x14, [x15, #448]
umulh	x6, x6, x22
lsl	x13, x4, #6
umulh	x7, x7, x22
lsl	x14, x5, #6
stp	x3, x13, [x15, #464]
umulh	x21, x21, x22
lsl	x13, x6, #6
lsl	x3, x7, #6
stp	x14, x13, [x15, #480]
lsl	x13, x21, #6
stp	x3, x13, [x15, #496]
b.ne	8e254 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ef8>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8cccc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2970>  // b.plast
lsl	x1, x17, #3
add	x3, x15, #0x100
ldr	x13, [x3], #8
subs	x1, x1, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	8ccb8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x295c>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	8cdb0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2a54>
add	x8, x20, x8
mul	w13, w4, w11
movi	v17.2d, #0xffffffffffffffff
movi	v19.2d, #0x0
subs	x3, x3, #0x1
add	x1, x1, #0x8
lsr	w13, w13, #22
ldrh	w13, [x24, w13, uxtw #1]
mov	v17.h[0], w13
dup	v20.4h, w13
mov	v19.h[3], w13
zip1	v18.4h, v17.4h, v17.4h
and	v23.8b, v20.8b, v0.8b
and	v25.8b, v20.8b, v3.8b
mov	v18.h[2], v17.h[0]
dup	v17.4s, w4
mul	v21.4s, v17.4s, v1.4s
mul	v22.4s, v17.4s, v4.4s
mul	v24.4s, v17.4s, v6.4s
and	v18.8b, v18.8b, v7.8b
mul	v17.4s, v17.4s, v16.4s
cmeq	v26.4h, v19.4h, v18.4h
cmgt	v18.4h, v19.4h, v18.4h
and	v19.8b, v20.8b, v5.8b
cmeq	v20.4h, v23.4h, #0
ushr	v21.4s, v21.4s, #27
cmeq	v23.4h, v25.4h, #0
ushr	v22.4s, v22.4s, #27
ushr	v17.4s, v17.4s, #27
mov	v26.h[3], v18.h[3]
cmeq	v18.4h, v19.4h, #0
ushr	v19.4s, v24.4s, #27
sxtl	v20.4s, v20.4h
ushl	v21.4s, v2.4s, v21.4s
sxtl	v23.4s, v23.4h
ushl	v22.4s, v2.4s, v22.4s
ushl	v17.4s, v2.4s, v17.4s
sxtl	v18.4s, v18.4h
ushl	v19.4s, v2.4s, v19.4s
bic	v20.16b, v21.16b, v20.16b
sxtl	v21.4s, v26.4h
bic	v22.16b, v22.16b, v23.16b
bic	v18.16b, v19.16b, v18.16b
ldp	q23, q19, [x8]
bic	v17.16b, v17.16b, v21.16b
orr	v19.16b, v19.16b, v22.16b
ldp	q21, q22, [x8, #32]
orr	v20.16b, v20.16b, v23.16b
orr	v18.16b, v21.16b, v18.16b
orr	v17.16b, v22.16b, v17.16b
stp	q20, q19, [x8]
stp	q18, q17, [x8, #32]
b.eq	8c834 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x24d8>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	8ccdc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2980>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8e240 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ee4>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	8cce0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2984>
mov	x23, #0xffffffffffffffff    	// #-1
movi	v0.2d, #0x0
tbnz	w0, #0, 8a3bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x60>
add	x0, sp, #0x10
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #656]
add	x24, sp, #0x10
stp	q0, q0, [sp, #688]
stp	q0, q0, [sp, #720]
stp	q0, q0, [sp, #752]
stp	q0, q0, [sp, #784]
stp	q0, q0, [sp, #816]
stp	q0, q0, [sp, #848]
stp	q0, q0, [sp, #880]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #912]
stp	q0, q0, [sp, #944]
stp	q0, q0, [sp, #976]
stp	q0, q0, [sp, #1008]
str	q0, [sp, #1040]
str	q0, [sp, #1056]
str	q0, [sp, #1072]
str	q0, [sp, #1088]
str	q0, [sp, #1104]
str	q0, [sp, #1120]
str	q0, [sp, #1136]
str	q0, [sp, #1152]
str	q0, [sp, #1168]
str	q0, [sp, #1184]
str	q0, [sp, #1200]
str	q0, [sp, #1216]
str	q0, [sp, #1232]
str	q0, [sp, #1248]
str	q0, [sp, #1264]
str	q0, [sp, #1280]
cbz	x2, 8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 8d020 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2cc4>
ldr	x13, [x21, #16]
add	x15, sp, #0x10
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x11
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
ldp	x6, x25, [x14, #-32]
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
eor	x7, x13, x25, ror #32
ror	x25, x6, #15
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #15
eor	x25, x25, x6, ror #40
mul	x0, x0, x10
eor	x5, x5, x7, ror #40
eor	x6, x25, x6
lsr	x25, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x25, x25, #0x8
mul	x5, x5, x10
eor	x18, x25, x18
lsr	x25, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x25, #0x8
mul	x18, x18, x10
lsr	x25, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x25, x25, #0x8
eor	x6, x25, x6
lsr	x25, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x25, x25, #0x8
eor	x4, x25, x4
lsr	x25, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x25, #0x8
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
b.ne	8ceb0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2b54>  // b.any
cmp	x12, x8
b.eq	8d120 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2dc4>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x21, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8d0dc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d80>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x11, #6, #58
sub	x14, x17, x15
add	x11, x12, x15
add	x17, sp, #0x10
add	x14, x12, x14
sub	x11, x11, x16
add	x12, x9, x18
add	x16, x17, x18
ldp	x17, x18, [x12, #-8]
adds	x11, x11, #0x2
add	x12, x12, #0x10
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
ror	x0, x17, #40
ror	x1, x18, #40
eor	x0, x0, x17, ror #15
eor	x1, x1, x18, ror #15
eor	x17, x0, x17
eor	x18, x1, x18
mul	x17, x17, x10
mul	x18, x18, x10
lsr	x0, x17, #35
lsr	x1, x18, #35
add	x0, x0, #0x8
eor	x17, x0, x17
add	x0, x1, #0x8
mul	x17, x17, x10
eor	x18, x0, x18
mul	x18, x18, x10
eor	x17, x17, x17, lsr #28
eor	x18, x18, x18, lsr #28
stp	x17, x18, [x16, #-8]
add	x16, x16, #0x10
b.ne	8d070 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d14>  // b.any
cbz	x15, 8d120 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2dc4>
add	x11, sp, #0x10
mov	x12, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x15, x14, #40
eor	x15, x15, x14, ror #15
eor	x14, x15, x14
mul	x14, x14, x10
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x15, x14, x10
add	x14, x12, #0x1
cmp	x14, x8
eor	x15, x15, x15, lsr #28
str	x15, [x11, x12, lsl #3]
b.cc	8d0e0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d84>  // b.lo, b.ul, b.last
lsl	x11, x22, #1
cmp	x2, #0x8
add	x12, x24, #0x100
add	x13, sp, #0x10
dup	v0.2d, x11
b.cc	8d15c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e00>  // b.lo, b.ul, b.last
add	x14, x13, x8, lsl #2
add	x14, x14, #0x200
cmp	x12, x14
b.cs	8d650 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x32f4>  // b.hs, b.nlast
add	x14, x13, x8, lsl #3
add	x15, x13, #0x200
add	x14, x14, #0x100
cmp	x15, x14
b.cs	8d650 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x32f4>  // b.hs, b.nlast
mov	x14, xzr
add	x15, x13, x14, lsl #2
add	x16, x13, x14, lsl #3
sub	x14, x8, x14
add	x13, x15, #0x200
add	x15, x16, #0x100
ldur	w16, [x15, #-252]
subs	x14, x14, #0x1
mul	x16, x16, x11
lsr	x17, x16, #27
ubfx	x16, x16, #32, #1
and	x17, x17, #0x1fffffffc0
str	x17, [x15], #8
str	w16, [x13], #4
b.ne	8d174 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e18>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8d1b8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e5c>  // b.plast
lsl	x13, x8, #3
ldr	x14, [x12], #8
subs	x13, x13, #0x8
add	x14, x20, x14
prfm	pldl1keep, [x14]
b.ne	8d1a4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e48>  // b.any
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	x12, [x21, #16]
mov	x14, #0x1fffffffc0          	// #137438953408
ldr	q3, [x15, #16]
ldr	q4, [x16, #32]
mov	x0, xzr
movi	v1.4s, #0x1
dup	v2.2d, x14
add	x15, sp, #0x290
add	x1, sp, #0x10
mov	w16, #0x20                  	// #32
b	8d200 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ea4>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
subs	x3, x2, x0
b.eq	8d544 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x31e8>  // b.none
adds	x1, x17, x0
b.cs	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 8d3b4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3058>
add	x13, x9, #0x20
add	x5, x15, #0x20
mov	x6, x1
add	x4, x13, x0, lsl #3
ldp	x21, x7, [x4, #16]
subs	x6, x6, #0x1
ldp	x26, x25, [x4]
eor	x7, x12, x7, ror #32
eor	x21, x12, x21, ror #32
eor	x25, x12, x25, ror #32
eor	x26, x12, x26, ror #32
ror	x24, x7, #15
ror	x27, x21, #15
ror	x30, x25, #15
ror	x14, x26, #15
eor	x24, x24, x7, ror #40
eor	x27, x27, x21, ror #40
eor	x30, x30, x25, ror #40
eor	x14, x14, x26, ror #40
eor	x7, x24, x7
ldp	x24, x28, [x4, #-16]
eor	x25, x30, x25
ldp	x30, x13, [x4, #-32]
eor	x21, x27, x21
eor	x14, x14, x26
mul	x25, x25, x10
eor	x28, x12, x28, ror #32
eor	x24, x12, x24, ror #32
add	x4, x4, #0x40
eor	x30, x12, x30, ror #32
eor	x13, x12, x13, ror #32
mul	x21, x21, x10
ror	x27, x28, #15
ror	x26, x24, #15
mul	x14, x14, x10
eor	x27, x27, x28, ror #40
eor	x26, x26, x24, ror #40
mul	x7, x7, x10
eor	x27, x27, x28
ror	x28, x30, #15
eor	x24, x26, x24
ror	x26, x13, #15
mul	x24, x24, x10
eor	x28, x28, x30, ror #40
eor	x26, x26, x13, ror #40
mul	x27, x27, x10
eor	x28, x28, x30
lsr	x30, x21, #35
mul	x28, x28, x10
eor	x13, x26, x13
lsr	x26, x14, #35
add	x30, x30, #0x8
mul	x13, x13, x10
eor	x21, x30, x21
lsr	x30, x24, #35
add	x26, x26, #0x8
eor	x14, x26, x14
add	x26, x30, #0x8
mul	x21, x21, x10
lsr	x30, x28, #35
eor	x24, x26, x24
mul	x14, x14, x10
lsr	x26, x13, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x24, x24, x10
add	x26, x26, #0x8
eor	x21, x21, x21, lsr #28
eor	x13, x26, x13
lsr	x26, x25, #35
add	x30, x30, #0x8
mul	x28, x28, x10
eor	x27, x30, x27
lsr	x30, x7, #35
add	x26, x26, #0x8
mul	x13, x13, x10
eor	x25, x26, x25
add	x26, x30, #0x8
eor	x7, x26, x7
eor	x24, x24, x24, lsr #28
mul	x25, x25, x10
eor	x28, x28, x28, lsr #28
mul	x27, x27, x10
eor	x13, x13, x13, lsr #28
mul	x7, x7, x10
stp	x28, x13, [x5, #-32]
eor	x13, x14, x14, lsr #28
eor	x14, x25, x25, lsr #28
eor	x26, x27, x27, lsr #28
stp	x13, x14, [x5]
eor	x13, x7, x7, lsr #28
stp	x24, x26, [x5, #-16]
stp	x21, x13, [x5, #16]
add	x5, x5, #0x40
b.ne	8d244 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ee8>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	8d4b8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x315c>  // b.none
orr	x4, x5, #0x1
cmp	x17, x4
and	x4, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	8d474 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3118>  // b.lo, b.ul, b.last
lsl	x21, x1, #6
and	x1, x6, #0x1
add	x13, x9, #0x8
sub	x4, x7, x1
add	x7, x21, x0, lsl #3
add	x4, x5, x4
add	x5, x5, x1
add	x21, x15, x21
sub	x5, x5, x6
add	x6, x13, x7
add	x7, x21, #0x8
ldp	x21, x24, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x21, x12, x21, ror #32
eor	x24, x12, x24, ror #32
ror	x25, x21, #40
ror	x26, x24, #40
eor	x25, x25, x21, ror #15
eor	x26, x26, x24, ror #15
eor	x21, x25, x21
eor	x24, x26, x24
mul	x21, x21, x10
mul	x24, x24, x10
lsr	x25, x21, #35
lsr	x26, x24, #35
add	x25, x25, #0x8
eor	x21, x25, x21
add	x25, x26, #0x8
mul	x21, x21, x10
eor	x24, x25, x24
mul	x24, x24, x10
eor	x21, x21, x21, lsr #28
eor	x24, x24, x24, lsr #28
stp	x21, x24, [x7, #-8]
add	x7, x7, #0x10
b.ne	8d408 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x30ac>  // b.any
cbz	x1, 8d4b8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x315c>
add	x1, x9, x0, lsl #3
ldr	x14, [x1, x4, lsl #3]
mov	x13, x4
eor	x14, x12, x14, ror #32
ror	x4, x14, #40
eor	x4, x4, x14, ror #15
eor	x14, x4, x14
mul	x14, x14, x10
lsr	x4, x14, #35
add	x4, x4, #0x8
eor	x14, x4, x14
add	x4, x13, #0x1
mul	x14, x14, x10
cmp	x4, x17
eor	x14, x14, x14, lsr #28
str	x14, [x15, x13, lsl #3]
b.cc	8d478 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x311c>  // b.lo, b.ul, b.last
cmp	x3, #0x4
add	x1, x15, #0x100
b.cc	8d4e8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x318c>  // b.lo, b.ul, b.last
add	x13, x15, x17, lsl #2
add	x4, x15, #0x200
add	x13, x13, #0x200
cmp	x1, x13
b.cs	8d5c8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x326c>  // b.hs, b.nlast
add	x13, x15, x17, lsl #3
add	x13, x13, #0x100
cmp	x4, x13
b.cs	8d5c8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x326c>  // b.hs, b.nlast
mov	x3, xzr
add	x13, x15, x3, lsl #2
add	x14, x15, x3, lsl #3
sub	x3, x17, x3
add	x4, x13, #0x200
add	x5, x14, #0x100
ldur	w13, [x5, #-252]
subs	x3, x3, #0x1
mul	x13, x13, x11
lsr	x14, x13, #27
ubfx	x13, x13, #32, #1
and	x14, x14, #0x1fffffffc0
str	x14, [x5], #8
str	w13, [x4], #4
b.ne	8d500 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x31a4>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8d544 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x31e8>  // b.plast
lsl	x3, x17, #3
ldr	x13, [x1], #8
subs	x3, x3, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	8d530 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x31d4>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	8d5a4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3248>
add	x8, x20, x8
lsr	x13, x4, #32
dup	v5.4s, w4
subs	x3, x3, #0x1
add	x1, x1, #0x8
mul	x13, x13, x11
mul	v6.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
lsr	x13, x13, #27
ushr	v6.4s, v6.4s, #27
ushr	v5.4s, v5.4s, #27
and	x13, x13, #0x20
add	x8, x8, x13
ushl	v6.4s, v1.4s, v6.4s
ushl	v5.4s, v1.4s, v5.4s
ldp	q7, q16, [x8]
orr	v6.16b, v7.16b, v6.16b
orr	v5.16b, v16.16b, v5.16b
stp	q6, q5, [x8]
b.eq	8d1ec <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e90>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	8d554 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x31f8>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8e240 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ee4>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	8d558 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x31fc>
and	x3, x17, #0x3c
add	x5, x15, #0x100
and	x6, x17, #0x3c
ldp	q5, q6, [x5, #-256]
fmov	x13, d0
mov	x7, v0.d[1]
subs	x6, x6, #0x4
ushr	v5.2d, v5.2d, #32
ushr	v6.2d, v6.2d, #32
fmov	x14, d5
fmov	x24, d6
mov	x21, v6.d[1]
mov	x25, v5.d[1]
mul	x13, x14, x13
fmov	x14, d0
mul	x21, x21, x7
mul	x14, x24, x14
fmov	d6, x13
mul	x7, x25, x7
fmov	d5, x14
mov	v6.d[1], x7
mov	v5.d[1], x21
ushr	v16.2d, v6.2d, #27
ushr	v7.2d, v5.2d, #27
uzp2	v5.4s, v6.4s, v5.4s
and	v6.16b, v7.16b, v2.16b
and	v7.16b, v16.16b, v2.16b
and	v5.16b, v5.16b, v1.16b
stp	q7, q6, [x5], #32
str	q5, [x4], #16
b.ne	8d5d4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3278>  // b.any
cmp	x17, x3
b.eq	8d524 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x31c8>  // b.none
b	8d4ec <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3190>
ldp	q1, q2, [sp, #16]
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x14, d1
fmov	x16, d2
mov	x15, v2.d[1]
mov	x17, v1.d[1]
movi	v2.4s, #0x1
mul	x14, x14, x11
mul	x16, x16, x11
mul	x15, x15, x11
fmov	d4, x14
mov	x14, #0x1fffffffc0          	// #137438953408
mul	x17, x17, x11
dup	v1.2d, x14
and	x14, x8, #0x3c
fmov	d3, x16
cmp	x14, #0x4
mov	v3.d[1], x15
mov	v4.d[1], x17
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [sp, #272]
str	q3, [sp, #528]
b.eq	8d9d8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x367c>  // b.none
ldp	q3, q4, [sp, #48]
fmov	x16, d0
mov	x15, v0.d[1]
cmp	x14, #0x8
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [sp, #304]
str	q2, [sp, #544]
b.eq	8d9d8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x367c>  // b.none
ldp	q1, q2, [sp, #80]
fmov	x16, d0
cmp	x14, #0xc
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [sp, #336]
str	q3, [sp, #560]
b.eq	8d9d8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x367c>  // b.none
ldp	q3, q4, [sp, #112]
fmov	x16, d0
cmp	x14, #0x10
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [sp, #368]
str	q2, [sp, #576]
b.eq	8d9d8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x367c>  // b.none
ldp	q1, q2, [sp, #144]
fmov	x16, d0
cmp	x14, #0x14
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [sp, #400]
str	q3, [sp, #592]
b.eq	8d9d8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x367c>  // b.none
ldp	q3, q4, [sp, #176]
fmov	x16, d0
cmp	x14, #0x18
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [sp, #432]
str	q2, [sp, #608]
b.eq	8d9d8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x367c>  // b.none
ldp	q1, q2, [sp, #208]
fmov	x16, d0
cmp	x14, #0x1c
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [sp, #464]
str	q3, [sp, #624]
b.eq	8d9d8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x367c>  // b.none
ldp	q3, q4, [sp, #240]
fmov	x16, d0
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x15, x1, x15
fmov	d3, x17
mov	v4.d[1], x15
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [sp, #496]
str	q2, [sp, #640]
cmp	x8, x14
b.eq	8d198 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e3c>  // b.none
b	8d160 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e04>
mov	x8, #0xffffffffffffffff    	// #-1
movi	v0.2d, #0x0
str	x8, [sp, #8]
tbnz	w0, #0, 8b738 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x13dc>
ldr	x24, [x1]
add	x0, sp, #0x10
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #656]
add	x25, sp, #0x10
stp	q0, q0, [sp, #688]
stp	q0, q0, [sp, #720]
stp	q0, q0, [sp, #752]
stp	q0, q0, [sp, #784]
stp	q0, q0, [sp, #816]
stp	q0, q0, [sp, #848]
stp	q0, q0, [sp, #880]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #912]
stp	q0, q0, [sp, #944]
stp	q0, q0, [sp, #976]
stp	q0, q0, [sp, #1008]
str	q0, [sp, #1040]
str	q0, [sp, #1056]
str	q0, [sp, #1072]
str	q0, [sp, #1088]
str	q0, [sp, #1104]
str	q0, [sp, #1120]
str	q0, [sp, #1136]
str	q0, [sp, #1152]
str	q0, [sp, #1168]
str	q0, [sp, #1184]
str	q0, [sp, #1200]
str	q0, [sp, #1216]
str	q0, [sp, #1232]
str	q0, [sp, #1248]
str	q0, [sp, #1264]
str	q0, [sp, #1280]
cbz	x2, 8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 8dc38 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x38dc>
ldr	x13, [x21, #16]
add	x15, sp, #0x10
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x11
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
ldp	x6, x23, [x14, #-32]
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
eor	x7, x13, x23, ror #32
ror	x23, x6, #15
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #15
eor	x23, x23, x6, ror #40
mul	x0, x0, x10
eor	x5, x5, x7, ror #40
eor	x6, x23, x6
lsr	x23, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x23, x23, #0x8
mul	x5, x5, x10
eor	x18, x23, x18
lsr	x23, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x23, #0x8
mul	x18, x18, x10
lsr	x23, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x23, x23, #0x8
eor	x6, x23, x6
lsr	x23, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x23, x23, #0x8
eor	x4, x23, x4
lsr	x23, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x23, #0x8
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
b.ne	8dac8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x376c>  // b.any
cmp	x12, x8
add	x13, x25, #0x100
b.eq	8dd3c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x39e0>  // b.none
orr	x14, x12, #0x1
and	x15, x8, #0x38
cmp	x8, x14
ldr	x14, [x21, #16]
csinc	x17, x8, x12, hi	// hi = pmore
sub	x18, x17, x12
cmp	x18, #0x2
b.cc	8dcf8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x399c>  // b.lo, b.ul, b.last
mov	w0, #0x8                   	// #8
and	x16, x17, #0x1
bfi	x0, x11, #6, #58
sub	x15, x18, x16
add	x11, x12, x16
add	x18, sp, #0x10
add	x15, x12, x15
sub	x11, x11, x17
add	x12, x9, x0
add	x17, x18, x0
ldp	x18, x0, [x12, #-8]
adds	x11, x11, #0x2
add	x12, x12, #0x10
eor	x18, x14, x18, ror #32
eor	x0, x14, x0, ror #32
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
b.ne	8dc8c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3930>  // b.any
cbz	x16, 8dd3c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x39e0>
add	x11, sp, #0x10
mov	x12, x15
ldr	x15, [x9, x15, lsl #3]
eor	x15, x14, x15, ror #32
ror	x16, x15, #40
eor	x16, x16, x15, ror #15
eor	x15, x16, x15
mul	x15, x15, x10
lsr	x16, x15, #35
add	x16, x16, #0x8
eor	x15, x16, x15
mul	x16, x15, x10
add	x15, x12, #0x1
cmp	x15, x8
eor	x16, x16, x16, lsr #28
str	x16, [x11, x12, lsl #3]
b.cc	8dcfc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x39a0>  // b.lo, b.ul, b.last
lsl	x11, x22, #1
mov	w12, #0x79b1                	// #31153
mov	x15, xzr
movk	w12, #0x9e37, lsl #16
add	x14, sp, #0x10
add	x16, x14, x15, lsl #3
ldr	x17, [x16]
lsr	x18, x17, #32
mul	w17, w17, w12
mul	x18, x18, x11
lsr	w17, w17, #22
lsr	x0, x18, #27
and	x0, x0, #0x1fffffffc0
str	x0, [x16, #256]
ubfx	x16, x18, #32, #1
add	x18, x14, x15, lsl #2
ldrh	w17, [x24, w17, uxtw #1]
add	x15, x15, #0x1
cmp	x8, x15
bfi	w16, w17, #1, #9
str	w16, [x18, #512]
b.ne	8dd50 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x39f4>  // b.any
ldr	x14, [sp, #8]
cmp	x14, #0x40, lsl #12
b.ls	8ddb8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3a5c>  // b.plast
lsl	x14, x8, #3
ldr	x15, [x13], #8
subs	x14, x14, #0x8
add	x15, x20, x15
prfm	pldl1keep, [x15]
b.ne	8dda4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3a48>  // b.any
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x17, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x18, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q0, [x16, #16]
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	x13, [x21, #16]
ldr	d2, [x16, #344]
ldr	d3, [x17, #376]
ldr	q4, [x18, #32]
mov	x0, xzr
movi	v1.4s, #0x1
add	x16, sp, #0x290
add	x1, sp, #0x10
mov	w17, #0x20                  	// #32
b	8de08 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3aac>
cmp	x2, x0
mov	x1, x16
mov	x16, x3
mov	x8, x18
b.eq	8e214 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3eb8>  // b.none
add	x0, x8, x0
mov	x3, x1
subs	x18, x2, x0
cmp	x18, #0x20
csel	x18, x18, x17, cc	// cc = lo, ul, last
cmp	x2, x0
b.eq	8e12c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3dd0>  // b.none
adds	x1, x18, x0
b.cs	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8e234 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ed8>  // b.pmore
lsr	x1, x18, #3
cbz	x1, 8dfbc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3c60>
add	x14, x9, #0x20
add	x5, x16, #0x20
mov	x6, x1
add	x4, x14, x0, lsl #3
ldp	x21, x7, [x4, #16]
subs	x6, x6, #0x1
ldp	x26, x25, [x4]
eor	x7, x13, x7, ror #32
eor	x21, x13, x21, ror #32
eor	x25, x13, x25, ror #32
eor	x26, x13, x26, ror #32
ror	x23, x7, #15
ror	x27, x21, #15
ror	x30, x25, #15
ror	x15, x26, #15
eor	x23, x23, x7, ror #40
eor	x27, x27, x21, ror #40
eor	x30, x30, x25, ror #40
eor	x15, x15, x26, ror #40
eor	x7, x23, x7
ldp	x23, x28, [x4, #-16]
eor	x25, x30, x25
ldp	x30, x14, [x4, #-32]
eor	x21, x27, x21
eor	x15, x15, x26
mul	x25, x25, x10
eor	x28, x13, x28, ror #32
eor	x23, x13, x23, ror #32
add	x4, x4, #0x40
eor	x30, x13, x30, ror #32
eor	x14, x13, x14, ror #32
mul	x21, x21, x10
ror	x27, x28, #15
ror	x26, x23, #15
mul	x15, x15, x10
eor	x27, x27, x28, ror #40
eor	x26, x26, x23, ror #40
mul	x7, x7, x10
eor	x27, x27, x28
ror	x28, x30, #15
eor	x23, x26, x23
ror	x26, x14, #15
mul	x23, x23, x10
eor	x28, x28, x30, ror #40
eor	x26, x26, x14, ror #40
mul	x27, x27, x10
eor	x28, x28, x30
lsr	x30, x21, #35
mul	x28, x28, x10
eor	x14, x26, x14
lsr	x26, x15, #35
add	x30, x30, #0x8
mul	x14, x14, x10
eor	x21, x30, x21
lsr	x30, x23, #35
add	x26, x26, #0x8
eor	x15, x26, x15
add	x26, x30, #0x8
mul	x21, x21, x10
lsr	x30, x28, #35
eor	x23, x26, x23
mul	x15, x15, x10
lsr	x26, x14, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x23, x23, x10
add	x26, x26, #0x8
eor	x21, x21, x21, lsr #28
eor	x14, x26, x14
lsr	x26, x25, #35
add	x30, x30, #0x8
mul	x28, x28, x10
eor	x27, x30, x27
lsr	x30, x7, #35
add	x26, x26, #0x8
mul	x14, x14, x10
eor	x25, x26, x25
add	x26, x30, #0x8
eor	x7, x26, x7
eor	x23, x23, x23, lsr #28
mul	x25, x25, x10
eor	x28, x28, x28, lsr #28
mul	x27, x27, x10
eor	x14, x14, x14, lsr #28
mul	x7, x7, x10
stp	x28, x14, [x5, #-32]
eor	x14, x15, x15, lsr #28
eor	x15, x25, x25, lsr #28
eor	x26, x27, x27, lsr #28
stp	x14, x15, [x5]
eor	x14, x7, x7, lsr #28
stp	x23, x26, [x5, #-16]
stp	x21, x14, [x5, #16]
add	x5, x5, #0x40
b.ne	8de4c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3af0>  // b.any
and	x5, x18, #0x38
cmp	x5, x18
b.eq	8e0c0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3d64>  // b.none
orr	x4, x5, #0x1
cmp	x18, x4
and	x4, x18, #0x38
csinc	x6, x18, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	8e07c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3d20>  // b.lo, b.ul, b.last
lsl	x21, x1, #6
and	x1, x6, #0x1
add	x14, x9, #0x8
sub	x4, x7, x1
add	x7, x21, x0, lsl #3
add	x4, x5, x4
add	x5, x5, x1
add	x21, x16, x21
sub	x5, x5, x6
add	x6, x14, x7
add	x7, x21, #0x8
ldp	x21, x23, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x21, x13, x21, ror #32
eor	x23, x13, x23, ror #32
ror	x25, x21, #40
ror	x26, x23, #40
eor	x25, x25, x21, ror #15
eor	x26, x26, x23, ror #15
eor	x21, x25, x21
eor	x23, x26, x23
mul	x21, x21, x10
mul	x23, x23, x10
lsr	x25, x21, #35
lsr	x26, x23, #35
add	x25, x25, #0x8
eor	x21, x25, x21
add	x25, x26, #0x8
mul	x21, x21, x10
eor	x23, x25, x23
mul	x23, x23, x10
eor	x21, x21, x21, lsr #28
eor	x23, x23, x23, lsr #28
stp	x21, x23, [x7, #-8]
add	x7, x7, #0x10
b.ne	8e010 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3cb4>  // b.any
cbz	x1, 8e0c0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3d64>
add	x1, x9, x0, lsl #3
ldr	x15, [x1, x4, lsl #3]
mov	x14, x4
eor	x15, x13, x15, ror #32
ror	x4, x15, #40
eor	x4, x4, x15, ror #15
eor	x15, x4, x15
mul	x15, x15, x10
lsr	x4, x15, #35
add	x4, x4, #0x8
eor	x15, x4, x15
add	x4, x14, #0x1
mul	x15, x15, x10
cmp	x4, x18
eor	x15, x15, x15, lsr #28
str	x15, [x16, x14, lsl #3]
b.cc	8e080 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3d24>  // b.lo, b.ul, b.last
add	x1, x16, #0x100
add	x4, x16, #0x200
mov	x5, x18
add	x6, x16, #0x100
ldur	x14, [x6, #-256]
subs	x5, x5, #0x1
lsr	x15, x14, #32
mul	w14, w14, w12
mul	x15, x15, x11
lsr	w14, w14, #22
lsr	x7, x15, #27
ubfx	x15, x15, #32, #1
and	x7, x7, #0x1fffffffc0
str	x7, [x6], #8
ldrh	w14, [x24, w14, uxtw #1]
bfi	w15, w14, #1, #9
str	w15, [x4], #4
b.ne	8e0d0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3d74>  // b.any
ldr	x14, [sp, #8]
cmp	x14, #0x40, lsl #12
b.ls	8e12c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3dd0>  // b.plast
lsl	x4, x18, #3
ldr	x14, [x1], #8
subs	x4, x4, #0x8
add	x14, x20, x14
prfm	pldl1keep, [x14]
b.ne	8e118 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3dbc>  // b.any
cmp	x8, #0x1
add	x1, x3, #0x100
csinc	x4, x8, xzr, hi	// hi = pmore
b	8e1f0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3e94>
add	x8, x20, x8
mul	w14, w5, w12
movi	d5, #0xff00ff00ff00ff
movi	v7.2d, #0x0
dup	v17.4s, w5
subs	x4, x4, #0x1
add	x1, x1, #0x8
lsr	w14, w14, #22
ldrh	w14, [x24, w14, uxtw #1]
mov	v5.h[0], w14
mov	v7.h[3], w14
dup	v18.4h, w14
lsr	x14, x5, #32
mul	x14, x14, x11
zip1	v6.4h, v5.4h, v5.4h
shl	v16.4h, v7.4h, #8
bic	v7.4h, #0xff, lsl #8
sshr	v16.4h, v16.4h, #8
mov	v6.h[2], v5.h[0]
lsr	x14, x14, #27
and	x14, x14, #0x20
add	x8, x8, x14
and	v5.8b, v6.8b, v3.8b
shl	v6.4h, v5.4h, #8
cmeq	v5.4h, v7.4h, v5.4h
mul	v7.4s, v17.4s, v0.4s
mul	v17.4s, v17.4s, v4.4s
sshr	v6.4h, v6.4h, #8
ushr	v7.4s, v7.4s, #27
cmgt	v6.4h, v16.4h, v6.4h
and	v16.8b, v18.8b, v2.8b
ushl	v7.4s, v1.4s, v7.4s
mov	v5.h[3], v6.h[3]
cmeq	v16.4h, v16.4h, #0
ushr	v6.4s, v17.4s, #27
sxtl	v16.4s, v16.4h
ushl	v6.4s, v1.4s, v6.4s
sxtl	v5.4s, v5.4h
bic	v7.16b, v7.16b, v16.16b
bic	v5.16b, v6.16b, v5.16b
ldp	q6, q16, [x8]
orr	v6.16b, v7.16b, v6.16b
orr	v5.16b, v16.16b, v5.16b
stp	q6, q5, [x8]
b.eq	8ddf4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3a98>  // b.none
ldur	x5, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	8e13c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3de0>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8e240 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3ee4>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	8e140 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3de4>
add	sp, sp, #0x520
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0x690
bl	aa90 <core::slice::index::slice_index_fail>
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0x6a8
mov	x0, x8
mov	x1, x19
bl	a8f4 <core::panicking::panic_bounds_check>
lsl	x1, x1, #3
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0x630
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	aa90 <core::slice::index::slice_index_fail>
lsl	x1, x11, #3
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0x630
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	aa90 <core::slice::index::slice_index_fail>
