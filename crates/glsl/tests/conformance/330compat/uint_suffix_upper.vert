// expect: compile -- GLSL 3.30 (compatibility) section 4.1.3: the U suffix (unsigned integers) exists from GLSL 1.30
#version 330 compatibility
void main() {
    uint u = 0xFFU;
}
