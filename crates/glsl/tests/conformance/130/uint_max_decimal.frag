// expect: compile -- GLSL 1.30 section 4.1.3: 4294967295u is the largest unsigned literal
#version 130
void main() {
    uint u = 4294967295u;
}
