// expect: compile -- GLSL 3.30 (compatibility) section 4.1.2: true and false are the boolean literals
#version 330 compatibility
void main() {
    bool a = true; bool b = false; bool c = a && !b;
}
