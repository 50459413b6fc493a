// expect: fail -- GLSL 1.40 section 6.2: an if condition cannot declare a variable
#version 140
void main() {
    if (bool b = true) { }
}
