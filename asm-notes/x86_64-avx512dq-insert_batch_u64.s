00000000000f3860 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x558
mov    DWORD PTR [rsp+0x44],r8d
mov    rax,QWORD PTR [rdi+0x8]
mov    QWORD PTR [rsp+0x8],rax
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x290],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x250],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x210],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x190],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x150],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x110],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xd0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x90],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x50],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x510],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x490],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x450],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x410],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x390],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x350],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x310],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2d0],zmm0
mov    r9,QWORD PTR [rcx+0x8]
cmp    r9,0x20
mov    r15d,0x20
cmovb  r15,r9
test   r9,r9
je     f4b97 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1337>
mov    r11,rdx
mov    r10,QWORD PTR [rcx]
mov    rbx,r15
shr    rbx,0x3
mov    eax,r15d
and    eax,0x38
test   rbx,rbx
je     f3b38 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x2d8>
vpbroadcastq zmm1,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r10],0x20
vpxorq zmm0,zmm1,zmm0
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff1cc8f]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1cb98]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x50],zmm2
cmp    rbx,0x1
je     f3b38 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x2d8>
vprolq zmm2,ZMMWORD PTR [r10+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1cb30]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x90],zmm2
cmp    rbx,0x2
je     f3b38 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x2d8>
vprolq zmm2,ZMMWORD PTR [r10+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1cac8]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xd0],zmm2
cmp    rbx,0x3
je     f3b38 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x2d8>
vprolq zmm2,ZMMWORD PTR [r10+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff1ca64]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x110],zmm0
movabs r14,0x9fb21c651e98df25
cmp    rax,r15
je     f3c5c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x3fc>
mov    r8,rax
or     r8,0x1
cmp    r15,r8
cmova  r8,r15
mov    r12,QWORD PTR [rcx+0x10]
mov    rdx,r8
sub    rdx,rax
cmp    rdx,0x8
jae    f3b71 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x311>
mov    rdx,rax
jmp    f3c10 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x3b0>
and    r8d,0x7
sub    rdx,r8
add    rdx,rax
vpbroadcastq zmm0,r12
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff1cacd]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm2,QWORD PTR [rip+0xfffffffffff1c9e3]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm3,ZMMWORD PTR [r10+rax*8],0x20
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
cmp    rdx,rax
jne    f3ba0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x340>
test   r8,r8
je     f3c5c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x3fc>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r10+rdx*8]
rol    rax,0x20
xor    rax,r12
mov    r13,rax
rol    r13,0x31
mov    r8,rax
rol    r8,0x18
xor    r8,r13
xor    r8,rax
imul   r8,r14
mov    rax,r8
shr    rax,0x23
add    rax,0x8
xor    rax,r8
imul   rax,r14
mov    r8,rax
shr    r8,0x1c
xor    r8,rax
mov    QWORD PTR [rsp+rdx*8+0x50],r8
inc    rdx
cmp    rdx,r15
jb     f3c10 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x3b0>
mov    QWORD PTR [rsp+0x30],r9
mov    eax,r15d
and    eax,0x7
cmp    rax,0x1
sbb    rbx,0xffffffffffffffff
mov    rax,QWORD PTR [rsp+0x8]
mov    rdx,rax
shr    rdx,0x20
mov    QWORD PTR [rsp+0x48],rdx
vmovq  xmm0,rax
vpmovzxdq xmm0,xmm0
vpbroadcastq zmm0,xmm0
mov    QWORD PTR [rsp+0x38],rdi
je     f3fa1 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x741>
mov    rdi,QWORD PTR [rsp+0x8]
mov    rax,rdi
mul    QWORD PTR [rsp+0x50]
mov    r8,rdx
mov    rax,rdi
mul    QWORD PTR [rsp+0x58]
mov    r9,rdx
mov    rax,rdi
mul    QWORD PTR [rsp+0x60]
mov    QWORD PTR [rsp+0x28],rcx
mov    r12,rdx
mov    rax,rdi
mul    QWORD PTR [rsp+0x68]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x70]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x78]
mov    r14,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x80]
mov    rdi,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x88]
mov    QWORD PTR [rsp+0x150],r8
mov    QWORD PTR [rsp+0x158],r9
mov    QWORD PTR [rsp+0x160],r12
mov    rcx,QWORD PTR [rsp+0x28]
mov    QWORD PTR [rsp+0x168],r13
mov    QWORD PTR [rsp+0x170],rbp
mov    QWORD PTR [rsp+0x178],r14
mov    QWORD PTR [rsp+0x180],rdi
mov    QWORD PTR [rsp+0x188],rdx
cmp    rbx,0x1
je     f40e1 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x881>
mov    r9,QWORD PTR [rsp+0x8]
mov    rax,r9
mul    QWORD PTR [rsp+0x90]
mov    r8,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x98]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xa0]
mov    r14,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xa8]
mov    rcx,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xb0]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xb8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0xc0]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0xc8]
mov    QWORD PTR [rsp+0x190],r8
mov    QWORD PTR [rsp+0x198],rdi
mov    QWORD PTR [rsp+0x1a0],r14
mov    QWORD PTR [rsp+0x1a8],rcx
mov    QWORD PTR [rsp+0x1b0],r12
mov    rcx,QWORD PTR [rsp+0x28]
mov    QWORD PTR [rsp+0x1b8],r13
mov    QWORD PTR [rsp+0x1c0],rbp
mov    QWORD PTR [rsp+0x1c8],rdx
cmp    rbx,0x2
je     f40e1 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x881>
mov    r9,QWORD PTR [rsp+0x8]
mov    rax,r9
mul    QWORD PTR [rsp+0xd0]
mov    r8,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xd8]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xe0]
mov    r14,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xe8]
mov    rcx,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xf0]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xf8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x100]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x108]
mov    QWORD PTR [rsp+0x1d0],r8
mov    QWORD PTR [rsp+0x1d8],rdi
mov    QWORD PTR [rsp+0x1e0],r14
mov    QWORD PTR [rsp+0x1e8],rcx
mov    QWORD PTR [rsp+0x1f0],r12
mov    rcx,QWORD PTR [rsp+0x28]
mov    QWORD PTR [rsp+0x1f8],r13
mov    QWORD PTR [rsp+0x200],rbp
mov    QWORD PTR [rsp+0x208],rdx
cmp    rbx,0x3
je     f40e1 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x881>
mov    r9,QWORD PTR [rsp+0x8]
mov    rax,r9
mul    QWORD PTR [rsp+0x110]
mov    r8,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x118]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x120]
mov    r14,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x128]
mov    rcx,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x130]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x138]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x140]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [rsp+0x148]
mov    QWORD PTR [rsp+0x210],r8
mov    QWORD PTR [rsp+0x218],rdi
mov    QWORD PTR [rsp+0x220],r14
mov    QWORD PTR [rsp+0x228],rcx
mov    QWORD PTR [rsp+0x230],r12
mov    rcx,QWORD PTR [rsp+0x28]
mov    QWORD PTR [rsp+0x238],r13
mov    QWORD PTR [rsp+0x240],rbp
mov    QWORD PTR [rsp+0x248],rdx
jmp    f40d7 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x877>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x50]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1c62d]        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x150],zmm1
cmp    rbx,0x1
je     f40e1 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x881>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x90]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1c5dc]        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x190],zmm1
cmp    rbx,0x2
je     f40e1 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x881>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xd0]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1c58b]        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1d0],zmm1
cmp    rbx,0x3
je     f40e1 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x881>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x110]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1c53e]        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x210],zmm1
cmp    rbx,0x4
jne    f4bfc <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x139c>
cmp    BYTE PTR [rsp+0x44],0x0
mov    rbp,QWORD PTR [rsp+0x30]
je     f41a8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x948>
lea    r9,[rsp+0x150]
lea    rdx,[r15*8-0x8]
mov    edi,edx
not    edi
mov    rax,r9
test   dil,0x38
je     f4135 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8d5>
mov    edi,edx
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rax,r9
nop    DWORD PTR [rax+rax*1+0x0]
mov    r8,QWORD PTR [rax]
add    rax,0x8
shl    r8,0x6
prefetcht0 BYTE PTR [rsi+r8*1]
dec    rdi
jne    f4120 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8c0>
cmp    rdx,0x38
jb     f41a8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x948>
lea    rdi,[r9+r15*8]
nop
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
cmp    rax,rdi
jne    f4140 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8e0>
mov    QWORD PTR [rsp+0x28],r10
mov    r10,QWORD PTR [rcx+0x10]
vpbroadcastq zmm1,r10
mov    rax,QWORD PTR [rsp+0x38]
mov    rbx,QWORD PTR [rax]
vmovdqa64 zmm2,ZMMWORD PTR [rip+0xfffffffffff3de77]        # 32040 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109ec>
lea    r14,[rsp+0x2d0]
lea    rax,[rsp+0x50]
xor    r12d,r12d
vpbroadcastd zmm3,DWORD PTR [rip+0xfffffffffff1c32d]        # 10510 <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x8>
vmovdqa64 zmm4,ZMMWORD PTR [rip+0xfffffffffff3d913]        # 31b00 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x104ac>
vpbroadcastq zmm5,QWORD PTR [rip+0xfffffffffff1c461]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm6,QWORD PTR [rip+0xfffffffffff1c377]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
jmp    f421c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x9bc>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,r8
cmp    rbp,r12
je     f4b97 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1337>
mov    rcx,r15
mov    r8,r14
mov    r14,rax
add    r12,r15
mov    r15,rbp
sub    r15,r12
cmp    r15,0x20
mov    eax,0x20
cmovae r15,rax
cmp    rbp,r12
je     f4aa0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1240>
mov    rax,r15
add    rax,r12
jb     f4bac <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x134c>
cmp    rax,rbp
ja     f4bac <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x134c>
mov    rax,QWORD PTR [rsp+0x28]
mov    QWORD PTR [rsp+0x38],r12
lea    rax,[rax+r12*8]
mov    rbp,r15
shr    rbp,0x3
je     f43f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xb90>
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
vmovdqu64 ZMMWORD PTR [r8],zmm7
cmp    rbp,0x1
je     f43f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xb90>
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
vmovdqu64 ZMMWORD PTR [r8+0x40],zmm7
cmp    rbp,0x2
je     f43f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xb90>
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
vmovdqu64 ZMMWORD PTR [r8+0x80],zmm7
cmp    rbp,0x3
je     f43f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xb90>
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
vmovdqu64 ZMMWORD PTR [r8+0xc0],zmm7
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    edi,r15d
and    edi,0x38
cmp    rdi,r15
je     f44fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xc9b>
mov    r9,rdi
or     r9,0x1
cmp    r15,r9
cmova  r9,r15
mov    rdx,r9
sub    rdx,rdi
cmp    rdx,0x8
jae    f442b <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xbcb>
mov    rdx,rdi
movabs r13,0x9fb21c651e98df25
jmp    f44b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xc50>
mov    r12d,r9d
and    r12d,0x7
sub    rdx,r12
add    rdx,rdi
and    r9,0xfffffffffffffff8
nop    DWORD PTR [rax+0x0]
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
vmovdqu64 ZMMWORD PTR [r8+rdi*8],zmm7
add    rdi,0x8
cmp    r9,rdi
jne    f4440 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xbe0>
test   r12,r12
movabs r13,0x9fb21c651e98df25
je     f44fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xc9b>
xchg   ax,ax
mov    rdi,QWORD PTR [rax+rdx*8]
rol    rdi,0x20
xor    rdi,r10
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
mov    QWORD PTR [r8+rdx*8],r9
inc    rdx
cmp    rdx,r15
jb     f44b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xc50>
mov    eax,r15d
and    eax,0x7
cmp    rax,0x1
mov    r9,rbp
sbb    r9,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x48],0x0
je     f45e0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xd80>
mov    QWORD PTR [rsp+0x20],r9
mov    r9,QWORD PTR [rsp+0x8]
mov    rax,r9
mul    QWORD PTR [r8+0x38]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r9
mul    QWORD PTR [r8+0x30]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r9
mul    QWORD PTR [r8+0x28]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [r8+0x20]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [r8+0x18]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r8+0x10]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r8+0x8]
mov    r9,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r8]
vmovq  xmm7,rdx
vmovq  xmm8,r9
mov    r9,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,rbp
mov    rbp,QWORD PTR [rsp+0x30]
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
jmp    f4618 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xdb8>
data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm7,ZMMWORD PTR [r8]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
mov    rbp,QWORD PTR [rsp+0x30]
lea    r13,[r8+0x100]
vmovdqu64 ZMMWORD PTR [r13+0x0],zmm7
cmp    r9,0x1
mov    r12,QWORD PTR [rsp+0x38]
je     f49d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1170>
cmp    QWORD PTR [rsp+0x48],0x0
je     f4718 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xeb8>
mov    r13,QWORD PTR [rsp+0x8]
mov    rax,r13
mul    QWORD PTR [r8+0x78]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r13
mul    QWORD PTR [r8+0x70]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r8+0x68]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [r8+0x60]
mov    rdi,r9
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [r8+0x58]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r8+0x50]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r8+0x48]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r8+0x40]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rbp,QWORD PTR [rsp+0x30]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
lea    r13,[r8+0x100]
vmovq  xmm9,r12
mov    r12,QWORD PTR [rsp+0x38]
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
vmovdqu64 ZMMWORD PTR [r8+0x140],zmm7
cmp    r9,0x2
jne    f475d <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xefd>
jmp    f49d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1170>
vmovdqu64 zmm7,ZMMWORD PTR [r8+0x40]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [r8+0x140],zmm7
cmp    r9,0x2
je     f49d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1170>
cmp    QWORD PTR [rsp+0x48],0x0
je     f4858 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xff8>
mov    r13,QWORD PTR [rsp+0x8]
mov    rax,r13
mul    QWORD PTR [r8+0xb8]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r13
mul    QWORD PTR [r8+0xb0]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r8+0xa8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [r8+0xa0]
mov    rdi,r9
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [r8+0x98]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r8+0x90]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r8+0x88]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r8+0x80]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rbp,QWORD PTR [rsp+0x30]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
lea    r13,[r8+0x100]
vmovq  xmm9,r12
mov    r12,QWORD PTR [rsp+0x38]
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
vmovdqu64 ZMMWORD PTR [r8+0x180],zmm7
cmp    r9,0x3
jne    f489d <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x103d>
jmp    f49d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1170>
vmovdqu64 zmm7,ZMMWORD PTR [r8+0x80]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [r8+0x180],zmm7
cmp    r9,0x3
je     f49d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1170>
cmp    QWORD PTR [rsp+0x48],0x0
je     f4988 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1128>
mov    r13,QWORD PTR [rsp+0x8]
mov    rax,r13
mul    QWORD PTR [r8+0xf8]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r13
mul    QWORD PTR [r8+0xf0]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [r8+0xe8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [r8+0xe0]
mov    rdi,r9
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [r8+0xd8]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [r8+0xd0]
mov    r13,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r8+0xc8]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp+0x8]
mul    QWORD PTR [r8+0xc0]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rbp,QWORD PTR [rsp+0x30]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
lea    r13,[r8+0x100]
vmovq  xmm9,r12
mov    r12,QWORD PTR [rsp+0x38]
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
jmp    f49bc <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x115c>
vmovdqu64 zmm7,ZMMWORD PTR [r8+0xc0]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [r8+0x1c0],zmm7
cmp    r9,0x4
jne    f4bdb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x137b>
nop    DWORD PTR [rax]
cmp    BYTE PTR [rsp+0x44],0x0
je     f4aa0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1240>
lea    rdx,[r15*8-0x8]
mov    edi,edx
not    edi
mov    rax,r13
test   dil,0x38
je     f4a15 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x11b5>
mov    edi,edx
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rax,r13
nop    DWORD PTR [rax]
mov    r9,QWORD PTR [rax]
add    rax,0x8
shl    r9,0x6
prefetcht0 BYTE PTR [rsi+r9*1]
dec    rdi
jne    f4a00 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x11a0>
cmp    rdx,0x38
jb     f4aa0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1240>
lea    rdx,[r15*8+0x0]
add    rdx,r13
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
cmp    rax,rdx
jne    f4a30 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x11d0>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    rcx,0x1
adc    rcx,0x0
cmp    r11,QWORD PTR [rsp+0x8]
jne    f4b20 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x12c0>
xor    eax,eax
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [r14+rax*8+0x100]
mov    edi,DWORD PTR [r14+rax*8]
inc    rax
mov    r9d,0x9e3779b1
imul   r9d,edi
shl    rdx,0x6
shr    r9d,0x16
kmovw  k1,WORD PTR [rbx+r9*2]
vmovdqa64 zmm7,ZMMWORD PTR [rsi+rdx*1]
vpbroadcastd zmm8,edi
vpmulld zmm8,zmm8,zmm2
vpsrld zmm8,zmm8,0x1b
vpsllvd zmm8,zmm3,zmm8
vpord  zmm7{k1},zmm7,zmm8
vmovdqa64 ZMMWORD PTR [rsi+rdx*1],zmm7
cmp    rcx,rax
jne    f4ac0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1260>
jmp    f4210 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x9b0>
xchg   ax,ax
xor    edx,edx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r14+rdx*8+0x100]
cmp    rax,r11
jae    f4bc5 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1365>
mov    edi,DWORD PTR [r14+rdx*8]
inc    rdx
mov    r9d,0x9e3779b1
imul   r9d,edi
shl    rax,0x6
shr    r9d,0x16
kmovw  k1,WORD PTR [rbx+r9*2]
vmovdqa64 zmm7,ZMMWORD PTR [rsi+rax*1]
vpbroadcastd zmm8,edi
vpmulld zmm8,zmm8,zmm2
vpsrld zmm8,zmm8,0x1b
vpsllvd zmm8,zmm3,zmm8
vpord  zmm7{k1},zmm7,zmm8
vmovdqa64 ZMMWORD PTR [rsi+rax*1],zmm7
cmp    rcx,rdx
jne    f4b30 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x12d0>
jmp    f4210 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x9b0>
add    rsp,0x558
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xb5655]        # 1aa208 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x528>
mov    rdi,r12
mov    rsi,rax
mov    rdx,rbp
vzeroupper
call   QWORD PTR [rip+0xb8afb]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rdx,[rip+0xb5654]        # 1aa220 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x540>
mov    rdi,rax
mov    rsi,r11
vzeroupper
call   QWORD PTR [rip+0xb8a05]        # 1ad5e0 <_DYNAMIC+0x250>
shl    r9,0x3
lea    rcx,[rip+0xb55d2]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r9
vzeroupper
call   QWORD PTR [rip+0xb8ac4]        # 1ad6c0 <_DYNAMIC+0x330>
shl    rbx,0x3
lea    rcx,[rip+0xb55b1]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,rbx
vzeroupper
call   QWORD PTR [rip+0xb8aa3]        # 1ad6c0 <_DYNAMIC+0x330>
int3
int3
int3
