// expect: compile -- GLSL 1.50 section 4.3.7: a block name may name a local variable (the rule is on global scope)
#version 150 core
out Blk { vec4 a; } inst;
void main() {
    float Blk = 1.0;
}
