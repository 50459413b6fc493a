// expect: fail -- GLSL 1.10 section 6.4: break outside a loop or switch is an error
#version 110
void main() {
    break;
}
