// expect: fail -- GLSL 1.30 section 6.4: break outside a loop or switch is an error
#version 130
void main() {
    break;
}
