// expect: compile -- GLSL 1.30 section 4.1.8: structures may be defined in a function
#version 130
void main() {
    struct L { float a; }; L x = L(1.0);
}
