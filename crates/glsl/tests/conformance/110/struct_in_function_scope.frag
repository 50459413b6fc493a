// expect: compile -- GLSL 1.10 section 4.1.8: structures may be defined in a function
#version 110
void main() {
    struct L { float a; }; L x = L(1.0);
}
