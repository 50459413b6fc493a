// expect: fail -- GLSL 1.50 section 4.1.10: int never converts implicitly to bool
#version 150 core
void main() {
    bool b = 1;
}
