// expect: compile -- GLSL 3.30 (compatibility) section 4.1.3: 4294967295u is the largest unsigned literal
#version 330 compatibility
void main() {
    uint u = 4294967295u;
}
