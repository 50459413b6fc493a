#version 330 compatibility
out vec4 color;
void main() {
    gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;
    color = gl_Color * 2.0;
    gl_FrontColor = gl_SecondaryColor;
}
// run: {"inputs": {"gl_Vertex": [1, 2, 3, 1], "gl_Color": [0.25, 0.5, 0, 1], "gl_SecondaryColor": [1, 1, 1, 1]}, "uniforms": {"gl_ModelViewProjectionMatrix": [1,0,0,0, 0,1,0,0, 0,0,1,0, 1,1,1,1]}, "expect": {"gl_Position": [2, 3, 4, 1], "color": [0.5, 1, 0, 2], "gl_FrontColor": [1, 1, 1, 1]}}
