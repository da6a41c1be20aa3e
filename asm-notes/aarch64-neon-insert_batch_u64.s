0000000000088870 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x510
str	xzr, [sp]
mov	x21, x4
mov	x19, x3
ldrb	w8, [x1, #24]
mov	x20, x2
cmp	w8, #0x1
b.ne	89134 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x8c4>  // b.any
ldr	x22, [x1, #8]
lsr	x8, x22, #58
cbnz	x8, 89fb4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1744>
lsl	x23, x22, #6
movi	v0.2d, #0x0
tbz	w0, #0, 89fc0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1750>
mov	x0, sp
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #640]
mov	x24, sp
stp	q0, q0, [sp, #672]
stp	q0, q0, [sp, #704]
stp	q0, q0, [sp, #736]
stp	q0, q0, [sp, #768]
stp	q0, q0, [sp, #800]
stp	q0, q0, [sp, #832]
stp	q0, q0, [sp, #864]
bl	9c90 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #896]
stp	q0, q0, [sp, #928]
stp	q0, q0, [sp, #960]
stp	q0, q0, [sp, #992]
str	q0, [sp, #1024]
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
cbz	x2, 8b6e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e74>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 88b04 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x294>
ldr	x13, [x21, #16]
mov	x15, sp
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
b.ne	88994 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x124>  // b.any
cmp	x12, x8
b.eq	88c04 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x394>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x21, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	88bc0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x350>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x11, #6, #58
sub	x14, x17, x15
add	x11, x12, x15
mov	x17, sp
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
b.ne	88b54 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e4>  // b.any
cbz	x15, 88c04 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x394>
mov	x11, sp
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
b.cc	88bc4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x354>  // b.lo, b.ul, b.last
lsl	x11, x22, #1
cmp	x2, #0x8
add	x12, x24, #0x100
mov	x13, sp
dup	v0.2d, x11
b.cc	88c40 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3d0>  // b.lo, b.ul, b.last
add	x14, x13, x8, lsl #2
add	x14, x14, #0x200
cmp	x12, x14
b.cs	89c20 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x13b0>  // b.hs, b.nlast
add	x14, x13, x8, lsl #3
add	x15, x13, #0x200
add	x14, x14, #0x100
cmp	x15, x14
b.cs	89c20 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x13b0>  // b.hs, b.nlast
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
b.ne	88c58 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3e8>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	88c9c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x42c>  // b.plast
lsl	x13, x8, #3
ldr	x14, [x12], #8
subs	x13, x13, #0x8
add	x14, x20, x14
prfm	pldl1keep, [x14]
b.ne	88c88 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x418>  // b.any
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
ldr	x12, [x21, #16]
mov	x14, #0x1fffffffc0          	// #137438953408
ldr	q3, [x15, #208]
ldr	q4, [x16, #224]
mov	x0, xzr
movi	v1.4s, #0x1
dup	v2.2d, x14
add	x15, sp, #0x280
mov	x1, sp
mov	w16, #0x20                  	// #32
b	88ce4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x474>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	8b6e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e74>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
subs	x3, x2, x0
b.eq	89028 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7b8>  // b.none
adds	x1, x17, x0
b.cs	8b704 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e94>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8b704 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e94>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 88e98 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x628>
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
b.ne	88d28 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x4b8>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	88f9c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x72c>  // b.none
orr	x4, x5, #0x1
cmp	x17, x4
and	x4, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	88f58 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x6e8>  // b.lo, b.ul, b.last
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
b.ne	88eec <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x67c>  // b.any
cbz	x1, 88f9c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x72c>
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
b.cc	88f5c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x6ec>  // b.lo, b.ul, b.last
cmp	x3, #0x4
add	x1, x15, #0x100
b.cc	88fcc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x75c>  // b.lo, b.ul, b.last
add	x13, x15, x17, lsl #2
add	x4, x15, #0x200
add	x13, x13, #0x200
cmp	x1, x13
b.cs	890ac <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x83c>  // b.hs, b.nlast
add	x13, x15, x17, lsl #3
add	x13, x13, #0x100
cmp	x4, x13
b.cs	890ac <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x83c>  // b.hs, b.nlast
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
b.ne	88fe4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x774>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	89028 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7b8>  // b.plast
lsl	x3, x17, #3
ldr	x13, [x1], #8
subs	x3, x3, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	89014 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7a4>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	89088 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x818>
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
b.eq	88cd0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x460>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	89038 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7c8>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8b710 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ea0>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	8903c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x7cc>
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
b.ne	890b8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x848>  // b.any
cmp	x17, x3
b.eq	89008 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x798>  // b.none
b	88fd0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x760>
ldr	x22, [x1, #8]
lsr	x8, x22, #58
cbnz	x8, 8abc4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2354>
lsl	x23, x22, #6
movi	v0.2d, #0x0
tbz	w0, #0, 8abd0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2360>
ldr	x24, [x1]
mov	x0, sp
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #640]
mov	x25, sp
stp	q0, q0, [sp, #672]
stp	q0, q0, [sp, #704]
stp	q0, q0, [sp, #736]
stp	q0, q0, [sp, #768]
stp	q0, q0, [sp, #800]
stp	q0, q0, [sp, #832]
stp	q0, q0, [sp, #864]
bl	9c90 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #896]
stp	q0, q0, [sp, #928]
stp	q0, q0, [sp, #960]
stp	q0, q0, [sp, #992]
str	q0, [sp, #1024]
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
cbz	x2, 8b6e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e74>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 89390 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xb20>
ldr	x13, [x21, #16]
mov	x15, sp
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
b.ne	89220 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x9b0>  // b.any
cmp	x12, x8
b.eq	89490 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xc20>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x21, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8944c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xbdc>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x11, #6, #58
mov	x17, sp
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
b.ne	893e0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xb70>  // b.any
cbz	x15, 89490 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xc20>
mov	x12, sp
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
b.cc	89450 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xbe0>  // b.lo, b.ul, b.last
ldp	x12, x13, [sp]
tst	x8, #0x7
ldp	x14, x15, [sp, #16]
cinc	x11, x11, ne	// ne = any
ldp	x16, x17, [sp, #32]
cmp	x11, #0x1
umulh	x12, x12, x22
ldp	x18, x0, [sp, #48]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #256]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #272]
umulh	x0, x0, x22
lsl	x12, x17, #6
stp	x13, x12, [sp, #288]
lsl	x13, x18, #6
lsl	x12, x0, #6
stp	x13, x12, [sp, #304]
b.eq	89638 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xdc8>  // b.none
ldp	x12, x13, [sp, #64]
cmp	x11, #0x2
ldp	x14, x15, [sp, #80]
ldp	x16, x17, [sp, #96]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #112]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #320]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #336]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #352]
lsl	x12, x0, #6
stp	x14, x12, [sp, #368]
b.eq	89638 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xdc8>  // b.none
ldp	x12, x13, [sp, #128]
cmp	x11, #0x3
ldp	x14, x15, [sp, #144]
ldp	x16, x17, [sp, #160]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #176]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #384]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #400]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #416]
lsl	x12, x0, #6
stp	x14, x12, [sp, #432]
b.eq	89638 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xdc8>  // b.none
ldp	x12, x13, [sp, #192]
cmp	x11, #0x4
ldp	x14, x15, [sp, #208]
ldp	x16, x17, [sp, #224]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #240]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #448]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #464]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #480]
lsl	x12, x0, #6
stp	x14, x12, [sp, #496]
b.ne	8b73c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ecc>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8965c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xdec>  // b.plast
lsl	x11, x8, #3
add	x12, x25, #0x100
ldr	x13, [x12], #8
subs	x11, x11, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	89648 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xdd8>  // b.any
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x17, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
ldr	q0, [x15, #80]
ldr	q1, [x16, #96]
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
ldr	q3, [x15, #112]
ldr	q5, [x17, #144]
ldr	q4, [x16, #128]
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x17, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
mov	w11, #0x79b1                	// #31153
ldr	x12, [x21, #16]
ldr	q6, [x15, #160]
ldr	q7, [x16, #176]
ldr	q16, [x17, #192]
mov	x0, xzr
movk	w11, #0x9e37, lsl #16
movi	v2.4s, #0x1
add	x15, sp, #0x280
mov	x1, sp
mov	w16, #0x20                  	// #32
b	896d4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xe64>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	8b6e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e74>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x0
b.eq	89b58 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12e8>  // b.none
adds	x1, x17, x0
b.cs	8b704 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e94>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8b704 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e94>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 89888 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1018>
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
b.ne	89718 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xea8>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	8998c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x111c>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	89948 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x10d8>  // b.lo, b.ul, b.last
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
b.ne	898dc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x106c>  // b.any
cbz	x4, 8998c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x111c>
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
b.cc	8994c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x10dc>  // b.lo, b.ul, b.last
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
b.eq	89b34 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12c4>  // b.none
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
b.eq	89b34 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12c4>  // b.none
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
b.eq	89b34 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12c4>  // b.none
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
b.ne	8b724 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2eb4>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	89b58 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12e8>  // b.plast
lsl	x1, x17, #3
add	x3, x15, #0x100
ldr	x13, [x3], #8
subs	x1, x1, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	89b44 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12d4>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	89bfc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x138c>
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
b.eq	896c0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0xe50>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	89b68 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12f8>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8b710 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ea0>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	89b6c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x12fc>
ldp	q1, q2, [sp]
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
stp	q4, q5, [sp, #256]
str	q3, [sp, #512]
b.eq	89fa8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1738>  // b.none
ldp	q3, q4, [sp, #32]
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
stp	q1, q4, [sp, #288]
str	q2, [sp, #528]
b.eq	89fa8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1738>  // b.none
ldp	q1, q2, [sp, #64]
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
stp	q4, q5, [sp, #320]
str	q3, [sp, #544]
b.eq	89fa8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1738>  // b.none
ldp	q3, q4, [sp, #96]
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
stp	q1, q4, [sp, #352]
str	q2, [sp, #560]
b.eq	89fa8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1738>  // b.none
ldp	q1, q2, [sp, #128]
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
stp	q4, q5, [sp, #384]
str	q3, [sp, #576]
b.eq	89fa8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1738>  // b.none
ldp	q3, q4, [sp, #160]
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
stp	q1, q4, [sp, #416]
str	q2, [sp, #592]
b.eq	89fa8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1738>  // b.none
ldp	q1, q2, [sp, #192]
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
stp	q4, q5, [sp, #448]
str	q3, [sp, #608]
b.eq	89fa8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1738>  // b.none
ldp	q3, q4, [sp, #224]
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
stp	q1, q4, [sp, #480]
str	q2, [sp, #624]
cmp	x8, x14
b.eq	88c7c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x40c>  // b.none
b	88c44 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x3d4>
mov	x23, #0xffffffffffffffff    	// #-1
movi	v0.2d, #0x0
tbnz	w0, #0, 888c4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x54>
mov	x0, sp
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #640]
mov	x24, sp
stp	q0, q0, [sp, #672]
stp	q0, q0, [sp, #704]
stp	q0, q0, [sp, #736]
stp	q0, q0, [sp, #768]
stp	q0, q0, [sp, #800]
stp	q0, q0, [sp, #832]
stp	q0, q0, [sp, #864]
bl	9c90 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #896]
stp	q0, q0, [sp, #928]
stp	q0, q0, [sp, #960]
stp	q0, q0, [sp, #992]
str	q0, [sp, #1024]
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
cbz	x2, 8b6e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e74>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 8a200 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1990>
ldr	x13, [x21, #16]
mov	x15, sp
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
b.ne	8a090 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1820>  // b.any
cmp	x12, x8
b.eq	8a300 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1a90>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x21, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8a2bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1a4c>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x11, #6, #58
sub	x14, x17, x15
add	x11, x12, x15
mov	x17, sp
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
b.ne	8a250 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x19e0>  // b.any
cbz	x15, 8a300 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1a90>
mov	x11, sp
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
b.cc	8a2c0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1a50>  // b.lo, b.ul, b.last
lsl	x11, x22, #1
cmp	x2, #0x8
add	x12, x24, #0x100
mov	x13, sp
dup	v0.2d, x11
b.cc	8a33c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1acc>  // b.lo, b.ul, b.last
add	x14, x13, x8, lsl #2
add	x14, x14, #0x200
cmp	x12, x14
b.cs	8a830 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1fc0>  // b.hs, b.nlast
add	x14, x13, x8, lsl #3
add	x15, x13, #0x200
add	x14, x14, #0x100
cmp	x15, x14
b.cs	8a830 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1fc0>  // b.hs, b.nlast
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
b.ne	8a354 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1ae4>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8a398 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b28>  // b.plast
lsl	x13, x8, #3
ldr	x14, [x12], #8
subs	x13, x13, #0x8
add	x14, x20, x14
prfm	pldl1keep, [x14]
b.ne	8a384 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b14>  // b.any
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
ldr	x12, [x21, #16]
mov	x14, #0x1fffffffc0          	// #137438953408
ldr	q3, [x15, #208]
ldr	q4, [x16, #224]
mov	x0, xzr
movi	v1.4s, #0x1
dup	v2.2d, x14
add	x15, sp, #0x280
mov	x1, sp
mov	w16, #0x20                  	// #32
b	8a3e0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b70>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	8b6e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e74>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
subs	x3, x2, x0
b.eq	8a724 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1eb4>  // b.none
adds	x1, x17, x0
b.cs	8b704 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e94>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8b704 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e94>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 8a594 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1d24>
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
b.ne	8a424 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1bb4>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	8a698 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1e28>  // b.none
orr	x4, x5, #0x1
cmp	x17, x4
and	x4, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	8a654 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1de4>  // b.lo, b.ul, b.last
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
b.ne	8a5e8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1d78>  // b.any
cbz	x1, 8a698 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1e28>
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
b.cc	8a658 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1de8>  // b.lo, b.ul, b.last
cmp	x3, #0x4
add	x1, x15, #0x100
b.cc	8a6c8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1e58>  // b.lo, b.ul, b.last
add	x13, x15, x17, lsl #2
add	x4, x15, #0x200
add	x13, x13, #0x200
cmp	x1, x13
b.cs	8a7a8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f38>  // b.hs, b.nlast
add	x13, x15, x17, lsl #3
add	x13, x13, #0x100
cmp	x4, x13
b.cs	8a7a8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f38>  // b.hs, b.nlast
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
b.ne	8a6e0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1e70>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8a724 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1eb4>  // b.plast
lsl	x3, x17, #3
ldr	x13, [x1], #8
subs	x3, x3, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	8a710 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1ea0>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	8a784 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f14>
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
b.eq	8a3cc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b5c>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	8a734 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1ec4>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8b710 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ea0>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	8a738 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1ec8>
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
b.ne	8a7b4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1f44>  // b.any
cmp	x17, x3
b.eq	8a704 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1e94>  // b.none
b	8a6cc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1e5c>
ldp	q1, q2, [sp]
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
stp	q4, q5, [sp, #256]
str	q3, [sp, #512]
b.eq	8abb8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2348>  // b.none
ldp	q3, q4, [sp, #32]
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
stp	q1, q4, [sp, #288]
str	q2, [sp, #528]
b.eq	8abb8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2348>  // b.none
ldp	q1, q2, [sp, #64]
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
stp	q4, q5, [sp, #320]
str	q3, [sp, #544]
b.eq	8abb8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2348>  // b.none
ldp	q3, q4, [sp, #96]
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
stp	q1, q4, [sp, #352]
str	q2, [sp, #560]
b.eq	8abb8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2348>  // b.none
ldp	q1, q2, [sp, #128]
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
stp	q4, q5, [sp, #384]
str	q3, [sp, #576]
b.eq	8abb8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2348>  // b.none
ldp	q3, q4, [sp, #160]
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
stp	q1, q4, [sp, #416]
str	q2, [sp, #592]
b.eq	8abb8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2348>  // b.none
ldp	q1, q2, [sp, #192]
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
stp	q4, q5, [sp, #448]
str	q3, [sp, #608]
b.eq	8abb8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2348>  // b.none
ldp	q3, q4, [sp, #224]
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
stp	q1, q4, [sp, #480]
str	q2, [sp, #624]
cmp	x8, x14
b.eq	8a378 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1b08>  // b.none
b	8a340 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x1ad0>
mov	x23, #0xffffffffffffffff    	// #-1
movi	v0.2d, #0x0
tbnz	w0, #0, 8914c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x8dc>
ldr	x24, [x1]
mov	x0, sp
mov	w1, wzr
mov	w2, #0x280                 	// #640
stp	q0, q0, [sp, #640]
mov	x25, sp
stp	q0, q0, [sp, #672]
stp	q0, q0, [sp, #704]
stp	q0, q0, [sp, #736]
stp	q0, q0, [sp, #768]
stp	q0, q0, [sp, #800]
stp	q0, q0, [sp, #832]
stp	q0, q0, [sp, #864]
bl	9c90 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x21, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x8, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [sp, #896]
stp	q0, q0, [sp, #928]
stp	q0, q0, [sp, #960]
stp	q0, q0, [sp, #992]
str	q0, [sp, #1024]
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
cbz	x2, 8b6e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e74>
mov	x10, #0xdf25                	// #57125
lsr	x11, x8, #3
ldr	x9, [x21]
movk	x10, #0x1e98, lsl #16
and	x12, x8, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x11, 8ae14 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x25a4>
ldr	x13, [x21, #16]
mov	x15, sp
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
b.ne	8aca4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2434>  // b.any
cmp	x12, x8
b.eq	8af14 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x26a4>  // b.none
orr	x13, x12, #0x1
and	x14, x8, #0x38
cmp	x8, x13
ldr	x13, [x21, #16]
csinc	x16, x8, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8aed0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2660>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x11, #6, #58
mov	x17, sp
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
b.ne	8ae64 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x25f4>  // b.any
cbz	x15, 8af14 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x26a4>
mov	x12, sp
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
b.cc	8aed4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2664>  // b.lo, b.ul, b.last
ldp	x12, x13, [sp]
tst	x8, #0x7
ldp	x14, x15, [sp, #16]
cinc	x11, x11, ne	// ne = any
ldp	x16, x17, [sp, #32]
cmp	x11, #0x1
umulh	x12, x12, x22
ldp	x18, x0, [sp, #48]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #256]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #272]
umulh	x0, x0, x22
lsl	x12, x17, #6
stp	x13, x12, [sp, #288]
lsl	x13, x18, #6
lsl	x12, x0, #6
stp	x13, x12, [sp, #304]
b.eq	8b0bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x284c>  // b.none
ldp	x12, x13, [sp, #64]
cmp	x11, #0x2
ldp	x14, x15, [sp, #80]
ldp	x16, x17, [sp, #96]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #112]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #320]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #336]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #352]
lsl	x12, x0, #6
stp	x14, x12, [sp, #368]
b.eq	8b0bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x284c>  // b.none
ldp	x12, x13, [sp, #128]
cmp	x11, #0x3
ldp	x14, x15, [sp, #144]
ldp	x16, x17, [sp, #160]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #176]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #384]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #400]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #416]
lsl	x12, x0, #6
stp	x14, x12, [sp, #432]
b.eq	8b0bc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x284c>  // b.none
ldp	x12, x13, [sp, #192]
cmp	x11, #0x4
ldp	x14, x15, [sp, #208]
ldp	x16, x17, [sp, #224]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #240]
umulh	x13, x13, x22
umulh	x14, x14, x22
lsl	x12, x12, #6
umulh	x15, x15, x22
lsl	x13, x13, #6
umulh	x16, x16, x22
lsl	x14, x14, #6
stp	x12, x13, [sp, #448]
umulh	x17, x17, x22
lsl	x12, x15, #6
umulh	x18, x18, x22
lsl	x13, x16, #6
stp	x14, x12, [sp, #464]
umulh	x0, x0, x22
lsl	x12, x17, #6
lsl	x14, x18, #6
stp	x13, x12, [sp, #480]
lsl	x12, x0, #6
stp	x14, x12, [sp, #496]
b.ne	8b73c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ecc>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8b0e0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2870>  // b.plast
lsl	x11, x8, #3
add	x12, x25, #0x100
ldr	x13, [x12], #8
subs	x11, x11, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	8b0cc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x285c>  // b.any
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x17, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
ldr	d0, [x15, #384]
ldr	q1, [x16, #80]
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
ldr	d3, [x15, #392]
ldr	d5, [x17, #400]
ldr	q4, [x16, #112]
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x17, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
mov	w11, #0x79b1                	// #31153
ldr	x12, [x21, #16]
ldr	q6, [x15, #144]
ldr	d7, [x16, #408]
ldr	q16, [x17, #176]
mov	x0, xzr
movk	w11, #0x9e37, lsl #16
movi	v2.4s, #0x1
add	x15, sp, #0x280
mov	x1, sp
mov	w16, #0x20                  	// #32
b	8b158 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x28e8>
cmp	x2, x0
mov	x1, x15
mov	x15, x18
mov	x8, x17
b.eq	8b6e4 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e74>  // b.none
add	x0, x8, x0
mov	x18, x1
subs	x17, x2, x0
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x0
b.eq	8b5dc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d6c>  // b.none
adds	x1, x17, x0
b.cs	8b704 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e94>  // b.hs, b.nlast
cmp	x1, x2
b.hi	8b704 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e94>  // b.pmore
lsr	x1, x17, #3
cbz	x1, 8b30c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2a9c>
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
b.ne	8b19c <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x292c>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	8b410 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ba0>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	8b3cc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2b5c>  // b.lo, b.ul, b.last
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
b.ne	8b360 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2af0>  // b.any
cbz	x4, 8b410 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ba0>
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
b.cc	8b3d0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2b60>  // b.lo, b.ul, b.last
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
b.eq	8b5b8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d48>  // b.none
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
b.eq	8b5b8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d48>  // b.none
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
b.eq	8b5b8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d48>  // b.none
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
b.ne	8b724 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2eb4>  // b.any
cmp	x23, #0x40, lsl #12
b.ls	8b5dc <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d6c>  // b.plast
lsl	x1, x17, #3
add	x3, x15, #0x100
ldr	x13, [x3], #8
subs	x1, x1, #0x8
add	x13, x20, x13
prfm	pldl1keep, [x13]
b.ne	8b5c8 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d58>  // b.any
cmp	x8, #0x1
add	x1, x18, #0x100
csinc	x3, x8, xzr, hi	// hi = pmore
b	8b6c0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2e50>
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
b.eq	8b144 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x28d4>  // b.none
ldur	x4, [x1, #-256]
ldr	x8, [x1]
cmp	x19, x22
b.eq	8b5ec <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d7c>  // b.none
lsr	x8, x8, #6
cmp	x8, x19
b.cs	8b710 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2ea0>  // b.hs, b.nlast
add	x8, x20, x8, lsl #6
b	8b5f0 <linebloom::probe::insert_batch::<linebloom::probe::source::Words<u64>>+0x2d80>
add	sp, sp, #0x510
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
adrp	x3, 15c000 <linebloom::probe::scalar::entry::SPLIT_OPS+0x40>
add	x3, x3, #0x6c8
bl	aa10 <core::slice::index::slice_index_fail>
adrp	x2, 15c000 <linebloom::probe::scalar::entry::SPLIT_OPS+0x40>
add	x2, x2, #0x6e0
mov	x0, x8
mov	x1, x19
bl	a874 <core::panicking::panic_bounds_check>
lsl	x1, x1, #3
adrp	x3, 15c000 <linebloom::probe::scalar::entry::SPLIT_OPS+0x40>
add	x3, x3, #0x668
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	aa10 <core::slice::index::slice_index_fail>
lsl	x1, x11, #3
adrp	x3, 15c000 <linebloom::probe::scalar::entry::SPLIT_OPS+0x40>
add	x3, x3, #0x668
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	aa10 <core::slice::index::slice_index_fail>
