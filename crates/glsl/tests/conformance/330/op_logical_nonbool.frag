// expect: fail -- GLSL 3.30 section 5.1: && takes scalar booleans
#version 330 core
void main() {
    bool a = 1 && true;
}
