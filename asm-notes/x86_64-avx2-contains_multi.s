00000000000c7670 <linebloom::probe::x86_64::avx2::entry::contains_multi>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
push   rax
cmp    rcx,rsi
cmovb  rsi,rcx
cmp    rsi,0x40
mov    r14d,0x40
cmovb  r14,rsi
test   r9,r9
je     c77e2 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x172>
mov    r10,rdx
cmp    r9,0x1
jne    c77e7 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x177>
xor    r15d,r15d
test   rsi,rsi
je     c77f7 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x187>
mov    rsi,r14
shl    rsi,0x4
add    rsi,rdi
xor    r11d,r11d
mov    rbx,rdi
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,r11
and    rcx,r15
cmp    rcx,r9
jae    c780e <linebloom::probe::x86_64::avx2::entry::contains_multi+0x19e>
inc    r11
mov    r12,QWORD PTR [rbx]
mov    rax,QWORD PTR [rbx+0x8]
mul    QWORD PTR [r8+rcx*8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r12+rdx*1]
add    rbx,0x10
cmp    rbx,rsi
jne    c76d0 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x60>
add    rdi,0x8
xor    ebx,ebx
mov    r12,QWORD PTR [rip+0xeb334]        # 1b2a40 <_DYNAMIC+0xbf0>
vmovdqa ymm0,YMMWORD PTR [rip+0xfffffffffff4ae8c]        # 125a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4e8>
vpcmpeqd ymm1,ymm1,ymm1
vmovdqa ymm2,YMMWORD PTR [rip+0xfffffffffff4ae60]        # 12580 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4c8>
xor    ecx,ecx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,rcx
and    rax,r15
cmp    rax,r9
jae    c7837 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x1c7>
mov    rsi,QWORD PTR [rdi]
mov    r11,QWORD PTR [r8+rax*8]
mov    rax,r11
mul    rsi
cmp    rsi,rdx
jbe    c7821 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x1b1>
mov    esi,DWORD PTR [r10+rcx*8]
lea    rax,[rcx+0x1]
mov    r13,QWORD PTR [rdi-0x8]
and    esi,0xf
shl    rdx,0x6
imul   ebp,r11d,0x9e3779b1
shl    esi,0xc
add    rsi,r12
shr    ebp,0x16
vmovd  xmm3,r11d
vpbroadcastd ymm3,xmm3
vpmulld ymm4,ymm3,ymm0
vpxor  ymm4,ymm4,ymm1
vpsrld ymm4,ymm4,0x1b
vpmulld ymm3,ymm3,ymm2
vpxor  ymm3,ymm3,ymm1
vpsrld ymm3,ymm3,0x1b
vmovdqa ymm5,YMMWORD PTR [r13+rdx*1+0x0]
vpsllvd ymm4,ymm5,ymm4
vmovdqa ymm5,YMMWORD PTR [r13+rdx*1+0x20]
vpsllvd ymm3,ymm5,ymm3
vpackssdw ymm3,ymm4,ymm3
vpmovmskb edx,ymm3
not    edx
xor    r11d,r11d
test   DWORD PTR [rsi+rbp*4],edx
sete   r11b
shl    r11,cl
or     rbx,r11
add    rdi,0x10
cmp    r14,rax
mov    rcx,rax
jne    c7730 <linebloom::probe::x86_64::avx2::entry::contains_multi+0xc0>
jmp    c77f9 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x189>
mov    rbx,r9
jmp    c77f9 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x189>
mov    r15,0xffffffffffffffff
test   rsi,rsi
jne    c76b2 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x42>
xor    ebx,ebx
mov    rax,rbx
add    rsp,0x8
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rdx,[rip+0xe6973]        # 1ae188 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x108>
mov    rdi,rcx
mov    rsi,r9
call   QWORD PTR [rip+0xea87f]        # 1b20a0 <_DYNAMIC+0x250>
lea    rax,[rip+0xe6978]        # 1ae1a0 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x120>
mov    rdi,rdx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0xea869]        # 1b20a0 <_DYNAMIC+0x250>
lea    rdx,[rip+0xe694a]        # 1ae188 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x108>
mov    rdi,rax
mov    rsi,r9
vzeroupper
call   QWORD PTR [rip+0xea853]        # 1b20a0 <_DYNAMIC+0x250>
int3
int3
int3
