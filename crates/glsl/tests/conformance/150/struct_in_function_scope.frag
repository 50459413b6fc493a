// expect: compile -- GLSL 1.50 section 4.1.8: structures may be defined in a function
#version 150 core
void main() {
    struct L { float a; }; L x = L(1.0);
}
