00000000000f4fa0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x558
mov    DWORD PTR [rsp+0x34],r8d
mov    r15,QWORD PTR [rdi]
mov    rax,QWORD PTR [rdi+0x8]
mov    QWORD PTR [rsp],rax
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x390],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x350],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x310],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x50],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x90],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xd0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x110],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x150],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x190],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x210],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x250],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x290],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x410],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x450],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x490],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x510],zmm0
mov    r14,QWORD PTR [rcx+0x8]
cmp    r14,0x20
mov    ebx,0x20
cmovb  rbx,r14
test   r14,r14
je     f62a7 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1307>
mov    r11,rdx
mov    r13,QWORD PTR [rcx]
mov    r8,rbx
shr    r8,0x3
mov    eax,ebx
and    eax,0x38
test   r8,r8
je     f5279 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2d9>
vpbroadcastq zmm1,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r13+0x0],0x20
vpxorq zmm0,zmm1,zmm0
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff1b67e]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1b587]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x50],zmm2
cmp    r8,0x1
je     f5279 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2d9>
vprolq zmm2,ZMMWORD PTR [r13+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1b51f]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x90],zmm2
cmp    r8,0x2
je     f5279 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2d9>
vprolq zmm2,ZMMWORD PTR [r13+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1b4b7]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xd0],zmm2
cmp    r8,0x3
je     f5279 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2d9>
vprolq zmm2,ZMMWORD PTR [r13+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff1b453]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x110],zmm0
movabs r12,0x9fb21c651e98df25
cmp    rax,rbx
je     f539d <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3fd>
mov    r9,rax
or     r9,0x1
cmp    rbx,r9
cmova  r9,rbx
mov    rdx,QWORD PTR [rcx+0x10]
mov    rdi,r9
sub    rdi,rax
cmp    rdi,0x8
jae    f52b2 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x312>
mov    rdi,rax
jmp    f5350 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3b0>
and    r9d,0x7
sub    rdi,r9
add    rdi,rax
vpbroadcastq zmm0,rdx
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff1b4bc]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm2,QWORD PTR [rip+0xfffffffffff1b3d2]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm3,ZMMWORD PTR [r13+rax*8+0x0],0x20
vpxorq zmm3,zmm3,zmm0
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmullq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm3,0x23
vpaddq zmm4,zmm4,zmm2
vpxorq zmm3,zmm4,zmm3
vpmullq zmm3,zmm3,zmm1
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x50],zmm3
add    rax,0x8
cmp    rdi,rax
jne    f52e0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x340>
test   r9,r9
je     f539d <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3fd>
nop    DWORD PTR [rax+0x0]
mov    rax,QWORD PTR [r13+rdi*8+0x0]
rol    rax,0x20
xor    rax,rdx
mov    r9,rax
rol    r9,0x31
mov    r10,rax
rol    r10,0x18
xor    r10,r9
xor    r10,rax
imul   r10,r12
mov    rax,r10
shr    rax,0x23
add    rax,0x8
xor    rax,r10
imul   rax,r12
mov    r9,rax
shr    r9,0x1c
xor    r9,rax
mov    QWORD PTR [rsp+rdi*8+0x50],r9
inc    rdi
cmp    rdi,rbx
jb     f5350 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3b0>
mov    QWORD PTR [rsp+0x28],r14
mov    eax,ebx
and    eax,0x7
cmp    rax,0x1
sbb    r8,0xffffffffffffffff
mov    rax,QWORD PTR [rsp]
mov    rdx,rax
shr    rdx,0x20
mov    QWORD PTR [rsp+0x38],rdx
vmovq  xmm0,rax
vpmovzxdq xmm0,xmm0
vpbroadcastq zmm0,xmm0
mov    QWORD PTR [rsp+0x48],r13
je     f56d1 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x731>
mov    rdi,QWORD PTR [rsp]
mov    rax,rdi
mul    QWORD PTR [rsp+0x50]
mov    r9,rdx
mov    rax,rdi
mul    QWORD PTR [rsp+0x58]
mov    r14,rdx
mov    rax,rdi
mul    QWORD PTR [rsp+0x60]
mov    r10,rdx
mov    rax,rdi
mul    QWORD PTR [rsp+0x68]
mov    r12,rdx
mov    rax,rdi
mul    QWORD PTR [rsp+0x70]
mov    QWORD PTR [rsp+0x8],rcx
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x78]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x80]
mov    rdi,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x88]
mov    QWORD PTR [rsp+0x150],r9
mov    QWORD PTR [rsp+0x158],r14
mov    QWORD PTR [rsp+0x160],r10
mov    QWORD PTR [rsp+0x168],r12
mov    QWORD PTR [rsp+0x170],r13
mov    rcx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x178],rbp
mov    QWORD PTR [rsp+0x180],rdi
mov    QWORD PTR [rsp+0x188],rdx
cmp    r8,0x1
je     f5811 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x871>
mov    r10,QWORD PTR [rsp]
mov    rax,r10
mul    QWORD PTR [rsp+0x90]
mov    r9,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x98]
mov    rdi,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xa0]
mov    r14,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xa8]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xb0]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xb8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0xc0]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0xc8]
mov    QWORD PTR [rsp+0x190],r9
mov    QWORD PTR [rsp+0x198],rdi
mov    QWORD PTR [rsp+0x1a0],r14
mov    QWORD PTR [rsp+0x1a8],rcx
mov    QWORD PTR [rsp+0x1b0],r12
mov    QWORD PTR [rsp+0x1b8],r13
mov    rcx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x1c0],rbp
mov    QWORD PTR [rsp+0x1c8],rdx
cmp    r8,0x2
je     f5811 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x871>
mov    r10,QWORD PTR [rsp]
mov    rax,r10
mul    QWORD PTR [rsp+0xd0]
mov    r9,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xd8]
mov    rdi,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xe0]
mov    r14,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xe8]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xf0]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0xf8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x100]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x108]
mov    QWORD PTR [rsp+0x1d0],r9
mov    QWORD PTR [rsp+0x1d8],rdi
mov    QWORD PTR [rsp+0x1e0],r14
mov    QWORD PTR [rsp+0x1e8],rcx
mov    QWORD PTR [rsp+0x1f0],r12
mov    QWORD PTR [rsp+0x1f8],r13
mov    rcx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x200],rbp
mov    QWORD PTR [rsp+0x208],rdx
cmp    r8,0x3
je     f5811 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x871>
mov    r10,QWORD PTR [rsp]
mov    rax,r10
mul    QWORD PTR [rsp+0x110]
mov    r9,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x118]
mov    rdi,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x120]
mov    r14,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x128]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x130]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rsp+0x138]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x140]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x148]
mov    QWORD PTR [rsp+0x210],r9
mov    QWORD PTR [rsp+0x218],rdi
mov    QWORD PTR [rsp+0x220],r14
mov    QWORD PTR [rsp+0x228],rcx
mov    QWORD PTR [rsp+0x230],r12
mov    QWORD PTR [rsp+0x238],r13
mov    rcx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x240],rbp
mov    QWORD PTR [rsp+0x248],rdx
jmp    f5807 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x867>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x50]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1b02d]        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x150],zmm1
cmp    r8,0x1
je     f5811 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x871>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x90]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1afdc]        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x190],zmm1
cmp    r8,0x2
je     f5811 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x871>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xd0]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1af8b]        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1d0],zmm1
cmp    r8,0x3
je     f5811 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x871>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x110]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1af3e]        # 10720 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x210],zmm1
cmp    r8,0x4
jne    f6309 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1369>
cmp    BYTE PTR [rsp+0x34],0x0
mov    rdx,QWORD PTR [rsp+0x28]
je     f58e8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x948>
lea    r10,[rsp+0x150]
lea    rdi,[rbx*8-0x8]
mov    r8d,edi
not    r8d
mov    rax,r10
test   r8b,0x38
je     f5875 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x8d5>
mov    r8d,edi
shr    r8d,0x3
inc    r8d
and    r8d,0x7
mov    rax,r10
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r9,QWORD PTR [rax]
add    rax,0x8
shl    r9,0x6
prefetcht0 BYTE PTR [rsi+r9*1]
dec    r8
jne    f5860 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x8c0>
cmp    rdi,0x38
jb     f58e8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x948>
lea    r8,[r10+rbx*8]
nop
mov    rdi,QWORD PTR [rax]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x8]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x10]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x18]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x20]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x28]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x30]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
cmp    rax,r8
jne    f5880 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x8e0>
mov    rcx,QWORD PTR [rcx+0x10]
vpbroadcastq zmm1,rcx
vmovdqa64 zmm2,ZMMWORD PTR [rip+0xfffffffffff3c784]        # 32080 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109e8>
lea    r14,[rsp+0x2d0]
lea    rax,[rsp+0x50]
xor    r12d,r12d
vpbroadcastd zmm3,DWORD PTR [rip+0xfffffffffff1ad2a]        # 10640 <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x8>
vmovdqa64 zmm4,ZMMWORD PTR [rip+0xfffffffffff3c220]        # 31b40 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x104a8>
vpbroadcastq zmm5,QWORD PTR [rip+0xfffffffffff1ae5e]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm6,QWORD PTR [rip+0xfffffffffff1ad74]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
jmp    f594c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x9ac>
cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,r10
cmp    rdx,r12
je     f62a7 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1307>
mov    r8,rbx
mov    r10,r14
mov    r14,rax
add    r12,rbx
mov    rbx,rdx
sub    rbx,r12
cmp    rbx,0x20
mov    eax,0x20
cmovae rbx,rax
cmp    rdx,r12
je     f61c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1220>
mov    rax,rbx
add    rax,r12
jb     f62bc <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x131c>
cmp    rax,rdx
ja     f62bc <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x131c>
mov    rax,QWORD PTR [rsp+0x48]
mov    QWORD PTR [rsp+0x8],r12
lea    rax,[rax+r12*8]
mov    rbp,rbx
shr    rbp,0x3
je     f5b20 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb80>
vprolq zmm7,ZMMWORD PTR [rax],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r10],zmm7
cmp    rbp,0x1
je     f5b20 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb80>
vprolq zmm7,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r10+0x40],zmm7
cmp    rbp,0x2
je     f5b20 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb80>
vprolq zmm7,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r10+0x80],zmm7
cmp    rbp,0x3
je     f5b20 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb80>
vprolq zmm7,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r10+0xc0],zmm7
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    edi,ebx
and    edi,0x38
cmp    rdi,rbx
je     f5c2b <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xc8b>
mov    r9,rdi
or     r9,0x1
cmp    rbx,r9
cmova  r9,rbx
mov    rdx,r9
sub    rdx,rdi
cmp    rdx,0x8
jae    f5b5a <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xbba>
mov    rdx,rdi
movabs r13,0x9fb21c651e98df25
jmp    f5be0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xc40>
mov    r12d,r9d
and    r12d,0x7
sub    rdx,r12
add    rdx,rdi
and    r9,0xfffffffffffffff8
nop    DWORD PTR [rax+rax*1+0x0]
vprolq zmm7,ZMMWORD PTR [rax+rdi*8],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r10+rdi*8],zmm7
add    rdi,0x8
cmp    r9,rdi
jne    f5b70 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xbd0>
test   r12,r12
movabs r13,0x9fb21c651e98df25
je     f5c2b <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xc8b>
xchg   ax,ax
mov    rdi,QWORD PTR [rax+rdx*8]
rol    rdi,0x20
xor    rdi,rcx
mov    r9,rdi
rol    r9,0x31
mov    r12,rdi
rol    r12,0x18
xor    r12,r9
xor    r12,rdi
imul   r12,r13
mov    rdi,r12
shr    rdi,0x23
add    rdi,0x8
xor    rdi,r12
imul   rdi,r13
mov    r9,rdi
shr    r9,0x1c
xor    r9,rdi
mov    QWORD PTR [r10+rdx*8],r9
inc    rdx
cmp    rdx,rbx
jb     f5be0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xc40>
mov    eax,ebx
and    eax,0x7
cmp    rax,0x1
mov    r9,rbp
sbb    r9,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x38],0x0
je     f5d00 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xd60>
mov    QWORD PTR [rsp+0x20],r9
mov    r9,QWORD PTR [rsp]
mov    rax,r9
mul    QWORD PTR [r10+0x38]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r9
mul    QWORD PTR [r10+0x30]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r9
mul    QWORD PTR [r10+0x28]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [r10+0x20]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [r10+0x18]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [r10+0x10]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [r10+0x8]
mov    r9,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [r10]
vmovq  xmm7,rdx
vmovq  xmm8,r9
mov    r9,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,rbp
mov    rdx,QWORD PTR [rsp+0x28]
vmovq  xmm9,r13
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r12
vmovq  xmm9,rdi
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
jmp    f5d38 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xd98>
vmovdqu64 zmm7,ZMMWORD PTR [r10]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
mov    rdx,QWORD PTR [rsp+0x28]
lea    rbp,[r10+0x100]
vmovdqu64 ZMMWORD PTR [rbp+0x0],zmm7
cmp    r9,0x1
mov    r12,QWORD PTR [rsp+0x8]
je     f60f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1150>
cmp    QWORD PTR [rsp+0x38],0x0
je     f5e35 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe95>
mov    r13,QWORD PTR [rsp]
mov    rax,r13
mul    QWORD PTR [r10+0x78]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r13
mul    QWORD PTR [r10+0x70]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r10+0x68]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [r10+0x60]
mov    rdi,r9
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [r10+0x58]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r10+0x50]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [r10+0x48]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [r10+0x40]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
lea    rbp,[r10+0x100]
mov    rdx,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
vmovq  xmm9,r12
mov    r12,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r9
mov    r9,rdi
vmovq  xmm9,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x18]
vmovq  xmm10,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
vmovdqu64 ZMMWORD PTR [r10+0x140],zmm7
cmp    r9,0x2
jne    f5e7a <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xeda>
jmp    f60f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1150>
vmovdqu64 zmm7,ZMMWORD PTR [r10+0x40]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [r10+0x140],zmm7
cmp    r9,0x2
je     f60f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1150>
cmp    QWORD PTR [rsp+0x38],0x0
je     f5f75 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xfd5>
mov    r13,QWORD PTR [rsp]
mov    rax,r13
mul    QWORD PTR [r10+0xb8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r10+0xb0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [r10+0xa8]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,r13
mul    QWORD PTR [r10+0xa0]
mov    QWORD PTR [rsp+0x20],r9
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [r10+0x98]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r10+0x90]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [r10+0x88]
mov    rdi,rbp
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [r10+0x80]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rbp,rdi
mov    rdx,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
vmovq  xmm9,r12
mov    r12,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r9
mov    r9,QWORD PTR [rsp+0x20]
vmovq  xmm9,QWORD PTR [rsp+0x40]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
vmovdqu64 ZMMWORD PTR [r10+0x180],zmm7
cmp    r9,0x3
jne    f5fba <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x101a>
jmp    f60f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1150>
vmovdqu64 zmm7,ZMMWORD PTR [r10+0x80]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [r10+0x180],zmm7
cmp    r9,0x3
je     f60f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1150>
cmp    QWORD PTR [rsp+0x38],0x0
je     f60a5 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1105>
mov    r13,QWORD PTR [rsp]
mov    rax,r13
mul    QWORD PTR [r10+0xf8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r10+0xf0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [r10+0xe8]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,r13
mul    QWORD PTR [r10+0xe0]
mov    QWORD PTR [rsp+0x20],r9
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [r10+0xd8]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r10+0xd0]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [r10+0xc8]
mov    rdi,rbp
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [r10+0xc0]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rbp,rdi
mov    rdx,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
vmovq  xmm9,r12
mov    r12,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r9
mov    r9,QWORD PTR [rsp+0x20]
vmovq  xmm9,QWORD PTR [rsp+0x40]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
jmp    f60d9 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1139>
vmovdqu64 zmm7,ZMMWORD PTR [r10+0xc0]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [r10+0x1c0],zmm7
cmp    r9,0x4
jne    f62e8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1348>
nop    WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x34],0x0
je     f61c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1220>
lea    r13,[rbx*8-0x8]
mov    edi,r13d
not    edi
mov    rax,rbp
test   dil,0x38
je     f6135 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1195>
mov    edi,r13d
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rax,rbp
nop
mov    r9,QWORD PTR [rax]
add    rax,0x8
shl    r9,0x6
prefetcht0 BYTE PTR [rsi+r9*1]
dec    rdi
jne    f6120 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1180>
cmp    r13,0x38
jb     f61c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1220>
lea    r9,[rbx*8+0x0]
add    r9,rbp
nop    WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x8]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x10]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x18]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x20]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x28]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x30]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
cmp    rax,r9
jne    f6150 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x11b0>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r8,0x1
adc    r8,0x0
cmp    r11,QWORD PTR [rsp]
jne    f6230 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1290>
xor    eax,eax
mov    r13,QWORD PTR [r14+rax*8+0x100]
mov    edi,DWORD PTR [r14+rax*8]
inc    rax
mov    r9d,0x9e3779b1
imul   r9d,edi
shl    r13,0x6
shr    r9d,0x16
kmovw  k1,WORD PTR [r15+r9*2]
vmovdqa64 zmm7,ZMMWORD PTR [rsi+r13*1]
vpbroadcastd zmm8,edi
vpmulld zmm8,zmm8,zmm2
vpsrld zmm8,zmm8,0x1b
vpsllvd zmm8,zmm3,zmm8
vpord  zmm7{k1},zmm7,zmm8
vmovdqa64 ZMMWORD PTR [rsi+r13*1],zmm7
cmp    r8,rax
jne    f61d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1230>
jmp    f5940 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x9a0>
xchg   ax,ax
xor    r13d,r13d
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r14+r13*8+0x100]
cmp    rax,r11
jae    f62d2 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1332>
mov    edi,DWORD PTR [r14+r13*8]
inc    r13
mov    r9d,0x9e3779b1
imul   r9d,edi
shl    rax,0x6
shr    r9d,0x16
kmovw  k1,WORD PTR [r15+r9*2]
vmovdqa64 zmm7,ZMMWORD PTR [rsi+rax*1]
vpbroadcastd zmm8,edi
vpmulld zmm8,zmm8,zmm2
vpsrld zmm8,zmm8,0x1b
vpsllvd zmm8,zmm3,zmm8
vpord  zmm7{k1},zmm7,zmm8
vmovdqa64 ZMMWORD PTR [rsi+rax*1],zmm7
cmp    r8,r13
jne    f6240 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x12a0>
jmp    f5940 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x9a0>
add    rsp,0x558
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xb5f65]        # 1ac228 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x528>
mov    rdi,r12
mov    rsi,rax
vzeroupper
call   QWORD PTR [rip+0xb940e]        # 1af6e0 <_DYNAMIC+0x330>
lea    rdx,[rip+0xb5f67]        # 1ac240 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x540>
mov    rdi,rax
mov    rsi,r11
vzeroupper
call   QWORD PTR [rip+0xb9318]        # 1af600 <_DYNAMIC+0x250>
shl    r9,0x3
lea    rcx,[rip+0xb5ee5]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r9
vzeroupper
call   QWORD PTR [rip+0xb93d7]        # 1af6e0 <_DYNAMIC+0x330>
shl    r8,0x3
lea    rcx,[rip+0xb5ec4]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r8
vzeroupper
call   QWORD PTR [rip+0xb93b6]        # 1af6e0 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
int3
