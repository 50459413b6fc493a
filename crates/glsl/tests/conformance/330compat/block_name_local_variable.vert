// expect: compile -- GLSL 3.30 (compatibility) section 4.3.7: a block name may name a local variable (the rule is on global scope)
#version 330 compatibility
out Blk { vec4 a; } inst;
void main() {
    float Blk = 1.0;
}
