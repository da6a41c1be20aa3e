00000000000d8210 <linebloom::probe::x86_64::avx512::entry::contains_one>:
mov    r8,rdx
mov    rax,rdx
mul    rsi
cmp    rsi,rdx
jbe    d8276 <linebloom::probe::x86_64::avx512::entry::contains_one+0x66>
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0x1333dd]        # 20b608 <_DYNAMIC+0xac8>
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rdi+rdx*1]
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rip+0xfffffffffff41470]        # 196c0 <anon.fc0f47fa9653821f57d5a55292b6eb36.0.llvm.11340752617015147710+0x32b>
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff38dc9]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
kmovw  edx,k0
test   WORD PTR [rcx+rax*2],dx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0x12e862]        # 206ae0 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xf0>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x132b06]        # 20ad90 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
