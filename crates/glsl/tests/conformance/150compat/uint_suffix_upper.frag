// expect: compile -- GLSL 1.50 (compatibility) section 4.1.3: the U suffix (unsigned integers) exists from GLSL 1.30
#version 150 compatibility
void main() {
    uint u = 0xFFU;
}
