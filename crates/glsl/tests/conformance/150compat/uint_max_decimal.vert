// expect: compile -- GLSL 1.50 (compatibility) section 4.1.3: 4294967295u is the largest unsigned literal
#version 150 compatibility
void main() {
    uint u = 4294967295u;
}
