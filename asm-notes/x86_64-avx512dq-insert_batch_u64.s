00000000000ed730 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x558
mov    DWORD PTR [rsp+0x4c],r8d
mov    r11,rdx
mov    r13,QWORD PTR [rdi+0x8]
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
mov    rdx,QWORD PTR [rcx+0x8]
cmp    rdx,0x20
mov    ebx,0x20
cmovb  rbx,rdx
test   rdx,rdx
je     eed27 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x15f7>
mov    rbp,rdi
mov    r14,QWORD PTR [rcx]
mov    eax,ebx
and    eax,0x38
mov    r8d,ebx
and    r8d,0x7
mov    QWORD PTR [rsp+0x30],rdx
cmp    rdx,0x8
jb     eda07 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x2d7>
vpbroadcastq zmm1,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r14],0x20
vpxorq zmm0,zmm0,zmm1
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff22b25]        # 103c0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff22a36]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x50],zmm2
cmp    eax,0x8
je     eda07 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x2d7>
vprolq zmm2,ZMMWORD PTR [r14+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff229cf]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x90],zmm2
cmp    eax,0x10
je     eda07 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x2d7>
vprolq zmm2,ZMMWORD PTR [r14+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff22968]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xd0],zmm2
cmp    eax,0x18
je     eda07 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x2d7>
vprolq zmm2,ZMMWORD PTR [r14+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff22905]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x110],zmm0
movabs r12,0x9fb21c651e98df25
lea    rdx,[rbx*8+0x0]
and    edx,0x1c0
mov    r10d,edx
shr    r10d,0x3
mov    rdi,rbx
sub    rdi,r10
cmp    r8,rdi
cmovb  rdi,r8
test   rdi,rdi
mov    QWORD PTR [rsp+0x20],r14
je     edc80 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x550>
mov    r8,QWORD PTR [rcx+0x10]
mov    r10,QWORD PTR [r14+rax*8]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x50],r14
cmp    rdi,0x1
je     edc80 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x550>
mov    r10,QWORD PTR [r15+rax*8+0x8]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x58],r14
cmp    rdi,0x2
je     edc80 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x550>
mov    r10,QWORD PTR [r15+rax*8+0x10]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x60],r14
cmp    rdi,0x3
je     edc80 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x550>
mov    r10,QWORD PTR [r15+rax*8+0x18]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x68],r14
cmp    rdi,0x4
je     edc80 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x550>
mov    r10,QWORD PTR [r15+rax*8+0x20]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x70],r14
cmp    rdi,0x5
je     edc80 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x550>
mov    r10,QWORD PTR [r15+rax*8+0x28]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x78],r14
cmp    rdi,0x6
je     edc80 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x550>
mov    rax,QWORD PTR [r15+rax*8+0x30]
rol    rax,0x20
xor    rax,r8
mov    rdi,rax
rol    rdi,0x31
mov    r8,rax
rol    r8,0x18
xor    r8,rdi
xor    r8,rax
imul   r8,r12
mov    rax,r8
shr    rax,0x23
add    rax,0x8
xor    rax,r8
imul   rax,r12
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rdx*1+0x80],rdi
lea    r10,[rbx+0x7]
mov    eax,r10d
and    eax,0x78
cmp    rax,0x21
jae    eed3c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x160c>
shr    r10,0x3
vmovq  xmm1,r13
mov    QWORD PTR [rsp],r13
mov    r15,QWORD PTR [rsp+0x30]
je     ee0fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x9cb>
mov    rax,r13
shr    rax,0x20
je     edfba <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x88a>
mov    rax,r13
mul    QWORD PTR [rsp+0x50]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x58]
mov    r14,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x60]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x68]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x70]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x78]
mov    r9,rbp
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x80]
mov    r8,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x88]
mov    QWORD PTR [rsp+0x150],rdi
mov    QWORD PTR [rsp+0x158],r14
mov    QWORD PTR [rsp+0x160],r15
mov    r15,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x168],r12
mov    QWORD PTR [rsp+0x170],r13
mov    r13,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x178],rbp
mov    rbp,r9
mov    QWORD PTR [rsp+0x180],r8
mov    QWORD PTR [rsp+0x188],rdx
cmp    r10,0x1
je     ee0fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x9cb>
mov    rax,r13
mul    QWORD PTR [rsp+0x90]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x98]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xa0]
mov    r14,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xa8]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xb0]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xb8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0xc0]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0xc8]
mov    QWORD PTR [rsp+0x190],rdi
mov    QWORD PTR [rsp+0x198],r8
mov    QWORD PTR [rsp+0x1a0],r14
mov    QWORD PTR [rsp+0x1a8],r15
mov    r15,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x1b0],r12
mov    QWORD PTR [rsp+0x1b8],r13
mov    r13,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x1c0],rbp
mov    rbp,r9
mov    QWORD PTR [rsp+0x1c8],rdx
cmp    r10,0x2
je     ee0fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x9cb>
mov    rax,r13
mul    QWORD PTR [rsp+0xd0]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xd8]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xe0]
mov    r14,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xe8]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xf0]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xf8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x100]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x108]
mov    QWORD PTR [rsp+0x1d0],rdi
mov    QWORD PTR [rsp+0x1d8],r8
mov    QWORD PTR [rsp+0x1e0],r14
mov    QWORD PTR [rsp+0x1e8],r15
mov    r15,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x1f0],r12
mov    QWORD PTR [rsp+0x1f8],r13
mov    r13,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x200],rbp
mov    rbp,r9
mov    QWORD PTR [rsp+0x208],rdx
cmp    r10,0x3
je     ee0fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x9cb>
mov    rax,r13
mul    QWORD PTR [rsp+0x110]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x118]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x120]
mov    r14,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x128]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x130]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x138]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x140]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x148]
mov    QWORD PTR [rsp+0x210],rdi
mov    QWORD PTR [rsp+0x218],r8
mov    QWORD PTR [rsp+0x220],r14
mov    QWORD PTR [rsp+0x228],r15
mov    r15,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x230],r12
mov    QWORD PTR [rsp+0x238],r13
mov    r13,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x240],rbp
mov    rbp,r9
mov    QWORD PTR [rsp+0x248],rdx
jmp    ee0fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x9cb>
vpmovzxdq xmm0,xmm1
vpbroadcastq zmm0,xmm0
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x50]
vpsrlq zmm3,zmm2,0x20
vpmullq zmm3,zmm3,zmm0
vpandq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff22371]        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x150],zmm2
cmp    r10,0x1
je     ee0fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x9cb>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x90]
vpsrlq zmm3,zmm2,0x20
vpmullq zmm3,zmm3,zmm0
vpandq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff22320]        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x190],zmm2
cmp    r10,0x2
je     ee0fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x9cb>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xd0]
vpsrlq zmm3,zmm2,0x20
vpmullq zmm3,zmm3,zmm0
vpandq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff222cf]        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1d0],zmm2
cmp    r10,0x3
je     ee0fb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x9cb>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x110]
vpsrlq zmm3,zmm2,0x20
vpmullq zmm3,zmm3,zmm0
vpandq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff22282]        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm0,zmm2,zmm0
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm3
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x210],zmm0
cmp    BYTE PTR [rsp+0x4c],0x0
je     ee1d8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xaa8>
lea    rax,[rsp+0x150]
lea    rdx,[rbx*8+0x0]
lea    rdi,[rdx-0x8]
mov    r8d,edi
not    r8d
mov    rdx,rax
test   r8b,0x38
je     ee155 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xa25>
mov    r8d,edi
shr    r8d,0x3
inc    r8d
and    r8d,0x7
mov    rdx,rax
nop    WORD PTR [rax+rax*1+0x0]
mov    r10,QWORD PTR [rdx]
add    rdx,0x8
shl    r10,0x6
prefetcht0 BYTE PTR [rsi+r10*1]
dec    r8
jne    ee140 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xa10>
cmp    rdi,0x38
jb     ee1d8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xaa8>
lea    rdi,[rbx*8+0x0]
add    rax,rdi
cs nop WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rdx]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x8]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x10]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x18]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x20]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x28]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x30]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x38]
add    rdx,0x40
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
cmp    rdx,rax
jne    ee170 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xa40>
mov    rax,QWORD PTR [rcx+0x10]
mov    QWORD PTR [rsp+0x28],rax
vpbroadcastq zmm0,rax
vpmovzxdq xmm1,xmm1
vpbroadcastq zmm1,xmm1
mov    r8,QWORD PTR [rbp+0x0]
vmovdqa64 zmm2,ZMMWORD PTR [rip+0xfffffffffff44280]        # 32480 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x110d0>
xor    edi,edi
lea    r10,[rsp+0x2d0]
lea    rax,[rsp+0x50]
vpbroadcastd zmm3,DWORD PTR [rip+0xfffffffffff2206b]        # 10284 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x8>
vmovdqa64 zmm4,ZMMWORD PTR [rip+0xfffffffffff4361d]        # 31840 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10490>
vpbroadcastq zmm5,QWORD PTR [rip+0xfffffffffff22193]        # 103c0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm6,QWORD PTR [rip+0xfffffffffff220b1]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
jmp    ee24c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xb1c>
nop    DWORD PTR [rax+0x0]
mov    rax,rcx
cmp    r15,rdi
je     eed27 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x15f7>
mov    r9,rbx
mov    rcx,r10
mov    r10,rax
add    rdi,rbx
mov    rbx,r15
sub    rbx,rdi
cmp    rbx,0x20
mov    eax,0x20
cmovae rbx,rax
mov    r14,r15
sub    r14,rdi
je     eec40 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1510>
mov    rax,rbx
add    rax,rdi
jb     eed56 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1626>
cmp    rax,r15
ja     eed56 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1626>
mov    rax,QWORD PTR [rsp+0x20]
lea    rax,[rax+rdi*8]
mov    edx,ebx
and    edx,0x38
cmp    r14,0x8
jb     ee420 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xcf0>
vprolq zmm7,ZMMWORD PTR [rax],0x20
vpxorq zmm7,zmm7,zmm0
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
vmovdqu64 ZMMWORD PTR [rcx],zmm7
cmp    edx,0x8
je     ee420 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xcf0>
vprolq zmm7,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm7,zmm7,zmm0
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
vmovdqu64 ZMMWORD PTR [rcx+0x40],zmm7
cmp    edx,0x10
je     ee420 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xcf0>
vprolq zmm7,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm7,zmm7,zmm0
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
vmovdqu64 ZMMWORD PTR [rcx+0x80],zmm7
cmp    edx,0x18
je     ee420 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xcf0>
vprolq zmm7,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm7,zmm7,zmm0
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
vmovdqu64 ZMMWORD PTR [rcx+0xc0],zmm7
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r12d,ebx
and    r12d,0x7
lea    r14,[rbx*8+0x0]
and    r14d,0x1c0
mov    r13d,r14d
shr    r13d,0x3
mov    r15,rbx
sub    r15,r13
cmp    r12,r15
cmovb  r15,r12
test   r15,r15
je     ee6c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xf90>
mov    r12,QWORD PTR [rax+rdx*8]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1],r13
cmp    r15,0x1
je     ee6c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xf90>
mov    r12,QWORD PTR [rax+rdx*8+0x8]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x8],r13
cmp    r15,0x2
je     ee6c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xf90>
mov    r12,QWORD PTR [rax+rdx*8+0x10]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x10],r13
cmp    r15,0x3
je     ee6c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xf90>
mov    r12,QWORD PTR [rax+rdx*8+0x18]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x18],r13
cmp    r15,0x4
je     ee6c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xf90>
mov    r12,QWORD PTR [rax+rdx*8+0x20]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x20],r13
cmp    r15,0x5
je     ee6c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xf90>
mov    r12,QWORD PTR [rax+rdx*8+0x28]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x28],r13
cmp    r15,0x6
je     ee6c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xf90>
mov    rax,QWORD PTR [rax+rdx*8+0x30]
rol    rax,0x20
xor    rax,QWORD PTR [rsp+0x28]
mov    rdx,rax
rol    rdx,0x31
mov    r15,rax
rol    r15,0x18
xor    r15,rdx
xor    r15,rax
movabs rdx,0x9fb21c651e98df25
imul   r15,rdx
mov    rax,r15
shr    rax,0x23
add    rax,0x8
xor    rax,r15
imul   rax,rdx
mov    rdx,rax
shr    rdx,0x1c
xor    rdx,rax
mov    QWORD PTR [rcx+r14*1+0x30],rdx
lea    r15,[rbx+0x7]
mov    eax,r15d
and    eax,0x78
cmp    rax,0x21
jae    eed3c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x160c>
lea    r14,[rcx+0x100]
shr    r15,0x3
mov    r13,QWORD PTR [rsp]
je     eeb60 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1430>
mov    rax,r13
shr    rax,0x20
je     ee7be <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x108e>
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r13
mul    QWORD PTR [rcx+0x38]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x30]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x28]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x20]
mov    QWORD PTR [rsp+0x38],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x18]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x10]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x8]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx]
mov    rax,QWORD PTR [rsp+0x18]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,QWORD PTR [rsp]
vmovq  xmm9,r12
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,QWORD PTR [rsp+0x38]
vmovq  xmm9,QWORD PTR [rsp+0x40]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x8]
vmovq  xmm10,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
vmovdqu64 ZMMWORD PTR [r14],zmm7
cmp    r15,0x1
jne    ee801 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x10d1>
jmp    eeb60 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1430>
vmovdqu64 zmm7,ZMMWORD PTR [rcx]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm1
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm1
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [r14],zmm7
cmp    r15,0x1
je     eeb60 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1430>
test   rax,rax
je     ee8d4 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x11a4>
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r13
mul    QWORD PTR [rcx+0x78]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x70]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x68]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x60]
mov    QWORD PTR [rsp+0x38],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x58]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x50]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x48]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x40]
mov    rax,QWORD PTR [rsp+0x18]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,QWORD PTR [rsp]
vmovq  xmm9,r12
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,QWORD PTR [rsp+0x38]
vmovq  xmm9,QWORD PTR [rsp+0x40]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x8]
vmovq  xmm10,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
vmovdqu64 ZMMWORD PTR [rcx+0x140],zmm7
cmp    r15,0x2
jne    ee919 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x11e9>
jmp    eeb60 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1430>
vmovdqu64 zmm7,ZMMWORD PTR [rcx+0x40]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm1
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm1
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [rcx+0x140],zmm7
cmp    r15,0x2
je     eeb60 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1430>
test   rax,rax
je     eea04 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x12d4>
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r13
mul    QWORD PTR [rcx+0xb8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xb0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xa8]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xa0]
mov    QWORD PTR [rsp+0x38],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x98]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x90]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x88]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x80]
mov    rax,QWORD PTR [rsp+0x18]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,QWORD PTR [rsp]
vmovq  xmm9,r12
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,QWORD PTR [rsp+0x38]
vmovq  xmm9,QWORD PTR [rsp+0x40]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x8]
vmovq  xmm10,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
vmovdqu64 ZMMWORD PTR [rcx+0x180],zmm7
cmp    r15,0x3
jne    eea49 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1319>
jmp    eeb60 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1430>
vmovdqu64 zmm7,ZMMWORD PTR [rcx+0x80]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm1
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm1
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [rcx+0x180],zmm7
cmp    r15,0x3
je     eeb60 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1430>
test   rax,rax
je     eeb17 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x13e7>
mov    rax,r13
mul    QWORD PTR [rcx+0xf8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xf0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xe8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xe0]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xd8]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xd0]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0xc8]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0xc0]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,QWORD PTR [rsp]
vmovq  xmm9,r12
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r15
vmovq  xmm9,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
jmp    eeb4b <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x141b>
vmovdqu64 zmm7,ZMMWORD PTR [rcx+0xc0]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm1
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm1
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vmovdqu64 ZMMWORD PTR [rcx+0x1c0],zmm7
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x4c],0x0
mov    r15,QWORD PTR [rsp+0x30]
je     eec40 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1510>
lea    rax,[rbx*8+0x0]
lea    rdx,[rax-0x8]
mov    ebp,edx
not    ebp
mov    rax,r14
test   bpl,0x38
je     eebb5 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1485>
mov    r15d,edx
shr    r15d,0x3
inc    r15d
and    r15d,0x7
mov    rax,r14
nop    WORD PTR [rax+rax*1+0x0]
mov    r12,QWORD PTR [rax]
add    rax,0x8
shl    r12,0x6
prefetcht0 BYTE PTR [rsi+r12*1]
dec    r15
jne    eeba0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1470>
cmp    rdx,0x38
mov    r15,QWORD PTR [rsp+0x30]
jb     eec40 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1510>
lea    rdx,[rbx*8+0x0]
add    r14,rdx
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
cmp    rax,r14
jne    eebd0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x14a0>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r9,0x1
adc    r9,0x0
cmp    r11,r13
jne    eecb0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1580>
xor    eax,eax
nop
mov    rdx,QWORD PTR [r10+rax*8+0x100]
mov    ebp,DWORD PTR [r10+rax*8]
inc    rax
mov    r14d,0x9e3779b1
imul   r14d,ebp
shl    rdx,0x6
shr    r14d,0x16
kmovw  k1,WORD PTR [r8+r14*2]
vmovdqa64 zmm7,ZMMWORD PTR [rsi+rdx*1]
vpbroadcastd zmm8,ebp
vpmulld zmm8,zmm8,zmm2
vpsrld zmm8,zmm8,0x1b
vpsllvd zmm8,zmm3,zmm8
vpord  zmm7{k1},zmm7,zmm8
vmovdqa64 ZMMWORD PTR [rsi+rdx*1],zmm7
cmp    r9,rax
jne    eec50 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1520>
jmp    ee240 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xb10>
xchg   ax,ax
xor    edx,edx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r10+rdx*8+0x100]
cmp    rax,r11
jae    eed6c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x163c>
mov    ebp,DWORD PTR [r10+rdx*8]
inc    rdx
mov    r14d,0x9e3779b1
imul   r14d,ebp
shl    rax,0x6
shr    r14d,0x16
kmovw  k1,WORD PTR [r8+r14*2]
vmovdqa64 zmm7,ZMMWORD PTR [rsi+rax*1]
vpbroadcastd zmm8,ebp
vpmulld zmm8,zmm8,zmm2
vpsrld zmm8,zmm8,0x1b
vpsllvd zmm8,zmm3,zmm8
vpord  zmm7{k1},zmm7,zmm8
vmovdqa64 ZMMWORD PTR [rsi+rax*1],zmm7
cmp    r9,rdx
jne    eecc0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0x1590>
jmp    ee240 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::pipeline::Words<u64>>+0xb10>
add    rsp,0x558
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xafe5d]        # 19eba0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x488>
mov    edx,0x20
xor    edi,edi
mov    rsi,rax
vzeroupper
call   QWORD PTR [rip+0xb336a]        # 1a20c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xafe93]        # 19ebf0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4d8>
mov    rsi,rax
mov    rdx,r15
vzeroupper
call   QWORD PTR [rip+0xb3354]        # 1a20c0 <_DYNAMIC+0x330>
lea    rdx,[rip+0xafe95]        # 19ec08 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4f0>
mov    rdi,rax
mov    rsi,r11
vzeroupper
call   QWORD PTR [rip+0xb325e]        # 1a1fe0 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
