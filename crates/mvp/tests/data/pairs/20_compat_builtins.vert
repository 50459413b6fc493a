#version 120
void main() {
    gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;
    gl_FrontColor = gl_Color * 0.5 + vec4(gl_Normal, 0.0) + gl_MultiTexCoord0;
    gl_FogFragCoord = gl_FogCoord * 2.0;
    gl_PointSize = 2.0;
}
