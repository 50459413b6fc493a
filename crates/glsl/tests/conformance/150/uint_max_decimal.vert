// expect: compile -- GLSL 1.50 section 4.1.3: 4294967295u is the largest unsigned literal
#version 150 core
void main() {
    uint u = 4294967295u;
}
