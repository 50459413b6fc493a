// expect: fail -- GLSL 1.30 section 4.1.10: int never converts implicitly to bool
#version 130
void main() {
    bool b = 1;
}
