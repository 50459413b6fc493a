// expect: compile -- GLSL 1.20 section 4.1.2: true and false are the boolean literals
#version 120
void main() {
    bool a = true; bool b = false; bool c = a && !b;
}
