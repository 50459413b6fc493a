// expect: fail -- GLSL 1.50 section 5.1: && takes scalar booleans
#version 150 core
void main() {
    bool a = 1 && true;
}
